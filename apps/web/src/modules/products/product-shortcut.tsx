import { productResource, type ResourceRecord } from '@hesab/contract';
import { useMemo } from 'react';
import type { NewRecordDialogProps } from '../../shared/picker/record-shortcuts.ts';
import { ResourceFormDialog } from '../../shared/resources/resource-form-dialog.tsx';
import { useProductForm } from './use-product-form.ts';

function pickedProduct(record: ResourceRecord) {
  const name = String(record.name ?? '');
  return { id: Number(record.id), name, label: name, color: null, remain: null, code: typeof record.code === 'string' ? record.code : null };
}

/** A product picker's add-product (spec 01 section 6): the whole product form in a dialog, the new item then picked. */
export function ProductShortcutDialog({ initialName, onSaved, onClose }: NewRecordDialogProps) {
  const { layout, defaults } = useProductForm('product', true);
  const withName = useMemo(() => ({ ...defaults, name: initialName }), [defaults, initialName]);
  return (
    <ResourceFormDialog
      definition={productResource}
      layout={layout}
      defaults={withName}
      onSaved={(record) => onSaved(pickedProduct(record))}
      onClose={onClose}
    />
  );
}
