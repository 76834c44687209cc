import { integratorFields, userAccountFields } from '@hesab/contract';
import { useMemo } from 'react';
import { permits } from '../../shared/hooks/use-has-permission.ts';
import type { FormLayout } from '../../shared/resources/form-layout.ts';
import { useInit, usePermissions } from '../../shared/session/session-queries.ts';
import { PersonDocuments } from './person-documents.tsx';
import { hasLoginTab, personFieldState, personImplied, type PersonViewer } from './person-form-rules.ts';

/** The public-information tab, in the order a person is described. */
const publicFields = [
  'gender',
  'firstname',
  'lastname',
  'business_name',
  'national_code',
  'national_id',
  'registration_number',
  'financial_code',
  'mobile',
  'phone',
  'email',
  'birth_date',
  'category',
  'branch',
  'attraction_method',
  'tags',
  'country',
  'state',
  'city',
  'postal_code',
  'address',
  'lead',
  'personel',
  'personnelType',
  'student',
  'teacher',
  'visitor',
  'investor',
  'translator',
  'visitorSellPercent',
  'visitorReturnSellPercent',
  'investorSellPercent',
  'investorReturnSellPercent',
  'initial_price',
  'nature_initial_price',
  'content',
  'custom_fields',
] as const;

export interface PersonLayoutViewer extends PersonViewer {
  holds(permission: string): boolean;
}

const namesOf = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

/**
 * The person form of spec 02: the active switch in the header; tabs for public information, the user account
 * (for a viewer with usersList and a person who may log in), the integrator ids, and the person's documents.
 */
export function personLayout(viewer: PersonLayoutViewer): FormLayout {
  return {
    headerFields: ['status'],
    tabs: [
      { label: 'personForm.publicTab', fields: publicFields },
      {
        label: 'personForm.userTab',
        fields: namesOf(userAccountFields),
        shown: (values) => hasLoginTab(values, viewer.holds('usersList')),
      },
      { label: 'personForm.integratorTab', fields: namesOf(integratorFields) },
      {
        label: 'personForm.documentsTab',
        fields: [],
        disabled: () => !viewer.holds('documents'),
        content: (context) => <PersonDocuments {...context} />,
      },
    ],
    fieldState: personFieldState(viewer),
    implied: personImplied,
  };
}

/** The person form's layout for the logged-in viewer; null until the session has loaded. */
export function usePersonLayout(): FormLayout | null {
  const init = useInit();
  const permissions = usePermissions();
  return useMemo(() => {
    if (!init.data || !permissions.data) return null;
    const { data } = permissions;
    return personLayout({
      isMainYear: init.data.isMainYear,
      admin: init.data.admin,
      // as the server checks: the documents tab also needs the plan's documentsSystem
      holds: (permission) => permits(data, permission),
    });
  }, [init.data, permissions.data]);
}
