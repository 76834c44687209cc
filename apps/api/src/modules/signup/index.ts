export { registerSignupRoutes, type SignupOptions } from './routes.ts';
