/**
 * The organiser adds or changes a group ticket product with the form of schemas/group-product.json
 * (price typed in yuan, the sale window on the show's clock, the days it admits). A refusal naming a
 * field (the sale ending before it starts) is drawn on it; any other stays above the form.
 */
import { useCallback } from 'react';
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import groupProductScreen from 'virtual:schema/group-product';
import type { GroupProduct, GroupProductInput } from '../../../shared/group';
import { SchemaForm } from '../../../engine';
import { FormDialog } from '../../components/FormDialog';
import { saveProduct } from './organiser-api';
import { useFieldRefusal } from '../../components/use-field-refusal';

export type ProductEditing = 'new' | GroupProduct;

const FIELDS = Object.keys(groupProductScreen.schema.properties);
/** A new product starts on sale; everything else is the organiser's to fill in. */
const NEW_PRODUCT = { active: true };

export interface ProductDialogProps {
  editing: ProductEditing | null;
  onClose: () => void;
  onSaved: (product: GroupProduct) => void;
}

export function ProductDialog({ editing, onClose, onSaved }: ProductDialogProps) {
  const isNew = editing === 'new';
  const id = editing === null || editing === 'new' ? undefined : editing.id;
  const save = useCallback(async (data: Record<string, unknown>) => { onSaved(await saveProduct(data as unknown as GroupProductInput, id)); }, [id, onSaved]);
  const { refusal, clear, submit } = useFieldRefusal(FIELDS, save);
  const close = () => { clear(); onClose(); };

  return (
    <FormDialog open={editing !== null} onClose={close} size="lg" testId="product-dialog" refusal={refusal}
      title={<FormattedMessage id={isNew ? 'console.product.add' : 'console.product.edit'} />}>
      <SchemaForm
        key={id ?? 'new'}
        screen={groupProductScreen}
        formData={editing === null || editing === 'new' ? NEW_PRODUCT : editing}
        recordKey={id ?? 'new'}
        onSubmit={submit}
        submitLabel={isNew ? 'console.product.add' : 'engine.form.submit'}
        actions={<Button type="button" variant="outline" onClick={close}><FormattedMessage id="common.cancel" /></Button>}
      />
    </FormDialog>
  );
}
