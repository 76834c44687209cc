import { messageBody } from '@hesab/contract';
import { api } from '../../shared/api/client.ts';

/** `GET customer/show?remainSms=active&id`: texts the person a reminder of its balance (spec 02 section 7). */
export const sendRemainSms = (id: number) => api.get('customer/show', messageBody, { remainSms: 'active', id });

/** `GET getdetail?select=setDefaultAccount&id`: the person new invoices start with. */
export const setDefaultAccount = (id: number) => api.get('getdetail', messageBody, { select: 'setDefaultAccount', id });
