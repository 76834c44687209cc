import type { FastifyRequest } from 'fastify';
import { requireMember } from '../../http/request-context.ts';
import { holdsPermission } from '../tenancy/index.ts';
import type { Actor } from './write-log.ts';

/** The platform an API key's calls and writes are logged under: the key's name. */
export function apiPlatform(name: string): string {
  return `api: ${name}`.slice(0, 40);
}

/** The platform a request came from: an API key's name, what the web sends, or a guess from the user agent. */
function platformOf(request: FastifyRequest): string | null {
  if (request.apiKey) return apiPlatform(request.apiKey.name);
  const declared = request.headers.platform;
  if (typeof declared === 'string' && declared) return declared.slice(0, 40);
  const agent = request.headers['user-agent'] ?? '';
  if (/android|iphone|ipad|mobile/i.test(agent)) return 'mobile';
  return agent ? 'web' : null;
}

export function actorOf(request: FastifyRequest): Actor {
  const member = requireMember(request);
  return {
    businessId: member.businessId,
    userId: member.userId,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    platform: platformOf(request),
    holds: (permission) => holdsPermission(member, permission),
  };
}
