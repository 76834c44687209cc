import { messageBody, profileResponse, type ProfileUpdate } from '@hesab/contract';
import { api } from '../../shared/api/client.ts';

export const profileQueryKey = ['users', 'profile'] as const;

export const fetchProfile = () => api.get('users/profile', profileResponse);

export const saveProfile = (update: ProfileUpdate) => api.put('users/profile', update, messageBody);
