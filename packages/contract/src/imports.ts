import { z } from 'zod';

/*
 * Spreadsheet imports (spec 02 "Imports and uploads", section 7; issue 18): `GET import/sample?type=` (the sample
 * .xlsx), `POST import` (multipart selectedFile, type, ref_type, items), `GET import?getType=list&type=` (the
 * history), `GET import/{id}` (status and progress) and `GET import/{id}/errors` (the .xlsx of refused rows).
 */

/** The types a file may be imported as; the others of the spec (product, accountStructure…) follow their modules. */
export const importTypes = ['customer'] as const;
export type ImportType = (typeof importTypes)[number];

/** The columns of each type, in the sample's order: the resource's fields by name, each headed by its label. */
export const importColumns: Record<ImportType, readonly { name: string; example: string }[]> = {
  customer: [
    { name: 'firstname', example: 'علی' },
    { name: 'lastname', example: 'رضایی' },
    { name: 'national_code', example: '0012345679' },
    { name: 'national_id', example: '' },
    { name: 'mobile', example: '09121234567' },
    { name: 'phone', example: '02166554433' },
    { name: 'email', example: '' },
    { name: 'address', example: 'تهران، خیابان آزادی' },
    { name: 'postal_code', example: '1234567890' },
    { name: 'city', example: 'تهران' },
    { name: 'business_name', example: '' },
    { name: 'financial_code', example: '' },
    { name: 'birth_date', example: '1370/05/12' },
    { name: 'tags', example: 'عمده' },
    { name: 'initial_price', example: '2500000' },
    { name: 'nature_initial_price', example: 'بدهکار' },
    { name: 'content', example: '' },
  ],
};

export const importStatuses = ['checking', 'writing', 'done', 'refused', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** `POST import`'s fields beside the file. */
export const importRequest = z.object({
  type: z.enum(importTypes),
  ref_type: z.string().max(100).optional(),
  /** the panel chosen in the dialog's selector, where the type has one */
  items: z.string().max(2000).optional(),
});

/** An import as the history lists it and as its progress is polled. */
export const importItem = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  status: z.enum(importStatuses),
  count_item: z.number().int(),
  checked: z.number().int(),
  written: z.number().int(),
  refused: z.number().int(),
  /** the registrar's name */
  registrar: z.string(),
  time: z.string(),
  message: z.string().nullable(),
});
export type ImportItem = z.infer<typeof importItem>;

export const importHistoryQuery = z.object({ getType: z.literal('list'), type: z.enum(importTypes) });
export const importHistory = z.object({ data: z.array(importItem) });
export const importSampleQuery = z.object({ type: z.enum(importTypes) });

/** `GET import/{id}`: the import, and its first refused rows with their reasons. */
export const importDetail = importItem.extend({ errors: z.array(z.object({ row: z.number().int(), reason: z.string() })) });
export type ImportDetail = z.infer<typeof importDetail>;
