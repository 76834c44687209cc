import { api, type QueryParams } from '../../shared/api/client.ts';
import { isRecord, pageOf, readFields, readId, readOptionalId, readText } from '../../shared/api/wire.ts';

/** A log entry of spec 02 section 3; `date` is ISO (the business's day), `time` HH:MM:SS. */
export interface LogEntry {
  id: number;
  ref_action: string;
  ref_type: string;
  ref_id: string;
  ref_number: string;
  content: string;
  user: { id: number | null; name: string; firstname: string; lastname: string };
  date: string;
  time: string;
  ip: string;
  platform: string;
  user_agent: string;
  /** the records its changes name by id, by `resource:id` */
  names: Readonly<Record<string, string>>;
}

function readNames(value: unknown): LogEntry['names'] {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([key, name]) => (typeof name === 'string' ? [[key, name]] : [])));
}

function readUser(value: unknown): LogEntry['user'] {
  if (!isRecord(value)) return { id: null, name: '', firstname: '', lastname: '' };
  return {
    id: readOptionalId(value.id),
    name: readText(value.name),
    firstname: readText(value.firstname),
    lastname: readText(value.lastname),
  };
}

function readEntry(value: unknown): LogEntry {
  const fields = readFields(value, 'a log entry');
  return {
    id: readId(fields.id),
    ref_action: readText(fields.ref_action),
    ref_type: readText(fields.ref_type),
    ref_id: readText(fields.ref_id),
    ref_number: readText(fields.ref_number),
    content: readText(fields.content),
    user: readUser(fields.user),
    date: readText(fields.date),
    time: readText(fields.time),
    ip: readText(fields.ip),
    platform: readText(fields.platform),
    user_agent: readText(fields.user_agent),
    names: readNames(fields.names),
  };
}

const logPage = pageOf(readEntry);

export const logQueryKey = ['log'] as const;

/** `GET log?search&page&perPage&number&id&user&action&type`; `all=true` reads every row (Excel export). */
export const fetchLog = (query: QueryParams, all = false) =>
  api.get('log', logPage, all ? { ...query, page: undefined, all: 'true' } : query);
