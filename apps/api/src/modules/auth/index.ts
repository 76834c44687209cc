export { registerAuthRoutes } from './routes.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { bearerToken, resolveToken, revokeOtherTokens, type AuthenticatedUser } from './tokens.ts';
export { createUser, findUser, passwordMatches, updateUser, userNames, type UserRecord } from './users.ts';
