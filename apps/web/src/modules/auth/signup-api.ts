import { businessListResponse, loginResponse, messageBody, newBusinessResponse, type NewBusinessRequest } from '@hesab/contract';
import { api } from '../../shared/api/client.ts';

/* Sign-up, businesses and the forgotten password (issue 20), as `packages/contract/src/signup.ts` names them. */

export const signupApi = {
  sendCode: (mobile: string) => api.post('register/code', { mobile }, messageBody),
  register: (body: { mobile: string; code: string; username: string; password: string }) => api.post('register', body, loginResponse),
  createBusiness: (body: NewBusinessRequest) => api.post('business', body, newBusinessResponse),
  businesses: () => api.get('business', businessListResponse),
  forgot: (who: { username: string } | { mobile: string } | { email: string }) => api.post('password/forgot', who, messageBody),
  reset: (body: { code?: string; token?: string; mobile?: string; username?: string; password: string }) => api.post('password/reset', body, messageBody),
};

export const businessesQueryKey = ['business'] as const;
