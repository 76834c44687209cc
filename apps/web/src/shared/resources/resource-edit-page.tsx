import type { ResourceDefinition, ResourceRecord } from '@hesab/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useRecordTab } from '../navigation/record-tab-context.ts';
import { useGuardedNavigate } from '../navigation/use-guarded-navigate.ts';
import type { FormLayout } from './form-layout.ts';
import { editPathOf, isFromList, listPathOf } from './list-location.ts';
import { recordLabel } from './record-name.ts';
import { keyOf } from './resource-api.ts';
import { ResourceForm } from './resource-form.tsx';
import { useResourceAccess } from './use-resource-access.ts';

interface ResourceEditPageProps {
  definition: ResourceDefinition;
  visibleFields?: readonly string[];
  title?: (record: ResourceRecord | undefined) => string;
  layout?: FormLayout;
  headerActions?: ReactNode;
  /** a new record's first values */
  defaults?: ResourceRecord;
  /** where a save leaves to, when the saved record decides it; else the list the form was opened from */
  savedPath?: (record: ResourceRecord) => string;
  /** the kind of record the page opens (a service), whose permissions it follows */
  kind?: string;
  /** the form page of a saved record (a service's, not a product's); the definition's edit page when absent */
  recordPath?: (key: string) => string;
}

/** The form as a page of its own (`…/edit/:id?`): without an id it creates, with one it edits. */
export function ResourceEditPage(props: ResourceEditPageProps) {
  const { definition, savedPath, kind } = props;
  const { id } = useParams();
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const recordTab = useRecordTab();
  const guardedNavigate = useGuardedNavigate();
  const access = useResourceAccess(definition, kind);
  if (!(id === undefined ? access.create : access.edit)) return <Navigate to="/403" replace />;

  const back = isFromList(state) ? state.from : listPathOf(definition);
  return (
    <ResourceForm
      // A new record after an edited one (or the reverse) starts a fresh form.
      key={id ?? ''}
      variant="page"
      definition={definition}
      recordKey={id}
      visibleFields={props.visibleFields}
      title={props.title}
      layout={props.layout}
      defaults={props.defaults}
      headerActions={props.headerActions}
      onSaved={(record) => {
        // The form's tab becomes the saved record's, so a new record's tab does not stay "new".
        const key = keyOf(definition, record);
        const recordPage = props.recordPath?.(key) ?? editPathOf(definition, key);
        if (recordPage) recordTab.showRecord(pathname, recordPage, recordLabel(definition, record));
        navigate(savedPath ? savedPath(record) : back);
      }}
      onCancel={() => guardedNavigate(back)}
    />
  );
}
