import { businessLogo, documentFileOwners, documentsSystemFileTypes, fileOwners } from '@hesab/contract';
import { memberMay } from '../../http/access.ts';
import { FieldErrors, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { requireUse } from '../../http/plan-access.ts';
import type { StoredDocumentAccess } from '../documents/index.ts';
import { actionAccess, kindScope, type ResourceRegistry } from '../resources/index.ts';
import { holdsPermission, type Member } from '../tenancy/index.ts';

/** What files belong to: a type of file (refType) and the id of its record. */
export interface FileOwner {
  refType: string;
  refId: string | null;
}

/**
 * Refuses (403, or 404 for no such record) a member who may not act on the record the files belong to with its
 * own permissions: view to list and open them, edit to upload and delete.
 */
export type FileAccess = (member: Member, owner: FileOwner, action: 'view' | 'edit') => Promise<void>;

/** Refuses (422) files said to belong to no known kind of record or document, or to no record. */
export function requireKnownOwner(owner: FileOwner): { refType: string; refId: string } {
  const known = Object.hasOwn(fileOwners, owner.refType) || Object.hasOwn(documentFileOwners, owner.refType) || owner.refType === businessLogo.type;
  if (!known) throw new FieldErrors({ type: [{ key: 'invalid-value' }] });
  if (!owner.refId) throw new FieldErrors({ refId: [{ key: 'is-required' }] });
  return { refType: owner.refType, refId: owner.refId };
}

/** A kind of document files may be attached to: who may view or edit one of its documents (its variant's permissions). */
export interface DocumentFileOwner {
  access: StoredDocumentAccess;
}

export function recordFileAccess(registry: ResourceRegistry, documents: ReadonlyMap<string, DocumentFileOwner> = new Map()): FileAccess {
  return async (member, owner, action) => {
    if (owner.refType === businessLogo.type) {
      // The business's own: the caller's business is the owner, whatever refId says beside `business`.
      if (owner.refId !== businessLogo.refId) throw new NotFoundError();
      if (action === 'edit' && !holdsPermission(member, businessLogo.editPermission)) throw new ForbiddenError('forbidden');
      return;
    }
    const document = Object.hasOwn(documentFileOwners, owner.refType) ? documents.get(documentFileOwners[owner.refType] ?? '') : undefined;
    if (document && owner.refId !== null) {
      const id = Number(owner.refId);
      if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
      // The document must be the business's, and the action the member's on its variant (a purchase's, not a sale's).
      await document.access(member, id, action);
      return;
    }
    const resource = Object.hasOwn(fileOwners, owner.refType) ? registry.entries.get(fileOwners[owner.refType] ?? '') : undefined;
    if (!resource || owner.refId === null) {
      // A file of no known record (uploaded before files took their record's permissions) is the administrator's.
      if (member.admin) return;
      throw new ForbiddenError('forbidden');
    }
    if (!memberMay(member, actionAccess(resource.definition, action))) throw new ForbiddenError('forbidden');
    // The record must be the business's and of a kind the member may reach: a product's picture, not a service's.
    await resource.store.get(member.businessId, owner.refId, kindScope(resource.definition, member, action));
    // A person's documents tab is the documents system's: its permission and plan option as well, as the tab asks.
    if (documentsSystemFileTypes.includes(owner.refType)) requireUse(member, 'documents');
  };
}
