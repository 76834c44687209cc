export { registerAuthRoutes } from './routes.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { bearerToken, issueToken, resolveToken, revokeAllTokens, revokeOtherTokens, type AuthenticatedUser } from './tokens.ts';
export { createUser, emailOwner, findActiveUserBy, findUser, mobileTaken, passwordMatches, setPassword, updateUser, userNames, usersOf, type ReachableUser, type UserRecord } from './users.ts';
export { admitLoginAttempt, loginRefusal, recordLoginSuccess } from './login-throttle.ts';
export { isOperator, listOperators, setOperator, type OperatorRecord } from './operators.ts';
