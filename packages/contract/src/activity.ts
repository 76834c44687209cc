import { z } from 'zod';

/** What a log entry records: a change, or a call made with one of the business's API keys (`call`). */
export const logActions = ['create', 'update', 'remove', 'call'] as const;
export type LogAction = (typeof logActions)[number];

/** A login's name as the spec's rows give a user (firstname, lastname). */
export const userNameParts = z.object({ firstname: z.string(), lastname: z.string() });

/** A login keeps one name, its whole name: that is the first name and the last is empty, never a guessed split. */
export function nameParts(name: string): z.infer<typeof userNameParts> {
  return { firstname: name, lastname: '' };
}

/** A row of `GET log` (spec 02 "Log entry"); `date` is the business's own calendar day, ISO. */
export const logEntry = z.object({
  id: z.number().int(),
  ref_action: z.enum(logActions),
  ref_type: z.string(),
  ref_id: z.string(),
  ref_number: z.string().nullable(),
  content: z.string().nullable(),
  user: userNameParts.extend({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  time: z.string(),
  ip: z.string().nullable(),
  platform: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** the records its changes name by id (a currency, a person), each by `resource:id` as it is named now */
  names: z.record(z.string(), z.string()),
});
export type LogEntry = z.infer<typeof logEntry>;

/** An uploaded file (spec 02 "File"); `url` is a signed link an <img> can load without the bearer header. */
export const fileItem = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  size: z.number().int(),
  url: z.string(),
  extension: z.string(),
  type: z.string(),
  lastModified: z.string(),
});
export type FileItem = z.infer<typeof fileItem>;
