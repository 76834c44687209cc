import { documentDefinitions } from './documents/catalogue/index.ts';
import { attachmentType, type DocumentDefinition } from './documents/definition.ts';
import { personFileTypes, personResource } from './resources/catalogue/persons.ts';
import { productResource } from './resources/catalogue/products.ts';

/** The stored_file type of a product's picture (`POST createdetail` select=fileUpload, refId = its id). */
export const productPictureType = 'product';

/** A product's avatar is a png, gif or jpeg picture (spec 01 section 3), whatever other files accept. */
export const productPictureExtensions = ['png', 'gif', 'jpg', 'jpeg'] as const;

/** The extensions a type of file is limited to; a type not named here takes every accepted kind of file. */
export const fileTypeExtensions: Readonly<Record<string, readonly string[]>> = {
  [productPictureType]: productPictureExtensions,
};

/**
 * The resource whose record each type of file belongs to (refType, refId = the record's id). A file takes the
 * permissions of its record: listing and opening need the record's view permission, uploading and deleting its
 * edit permission. A type not named here is refused.
 */
export const fileOwners: Readonly<Record<string, string>> = {
  [personFileTypes.avatar]: personResource.name,
  [personFileTypes.attachments]: personResource.name,
  [productPictureType]: productResource.name,
};

/**
 * The types of file of the documents system (spec 01 section 6): a person's documents tab, its picture and
 * attachments. Beside their record's permissions they need the `documents` permission, and the plan's
 * documentsSystem on.
 */
export const documentsSystemFileTypes: readonly string[] = Object.values(personFileTypes);

/**
 * The kind of document each type of attached file belongs to (refId = the document's id): a file takes the kind's
 * permissions, view to list and open, edit to upload and delete.
 */
export const documentFileOwners: Readonly<Record<string, string>> = Object.fromEntries(
  documentDefinitions
    .filter((definition: DocumentDefinition) => definition.attachments === true)
    .map((definition) => [attachmentType(definition), definition.name]),
);

/**
 * The business's own files: its logo, printed on its documents (issue 18). They belong to the business itself, so
 * their refId is always `business`; every member sees them, and who may change the settings changes them.
 */
export const businessLogo = { type: 'businessLogo', refId: 'business', editPermission: 'Setting' } as const;

/** How long a signed file link opens its file, at least: screens showing files list them again well before. */
export const fileLinkMinutes = 30;
