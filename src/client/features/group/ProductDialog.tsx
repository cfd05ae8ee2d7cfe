/**
 * The organiser adds or changes a group ticket product with the form of schemas/group-product.json
 * (price typed in yuan, the sale window on the show's clock, the days it admits). A refusal naming a
 * field (the sale ending before it starts) is drawn on it; any other stays above the form.
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import groupProductScreen from 'virtual:schema/group-product';
import type { GroupProduct, GroupProductInput } from '../../../shared/group';
import { SchemaForm, serverFieldErrors } from '../../../engine';
import { saveProduct } from './organiser-api';
import { onItsField } from './refusal-field';

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
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const isNew = editing === 'new';

  const save = async (data: Record<string, unknown>) => {
    setRefusal(null);
    try {
      onSaved(await saveProduct(data as unknown as GroupProductInput, isNew || editing === null ? undefined : editing.id));
    } catch (error) {
      const shown = onItsField(error, FIELDS);
      // SchemaForm draws field errors under their fields.
      if (serverFieldErrors(shown).length > 0) throw shown;
      setRefusal(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' }));
      throw error;
    }
  };

  return (
    <Dialog.Root open={editing !== null} onOpenChange={(event) => { if (!event.open) { setRefusal(null); onClose(); } }} size="lg" scrollBehavior="inside" placement="center"
      closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="product-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id={isNew ? 'console.product.add' : 'console.product.edit'} /></Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              {refusal ? (
                <Alert.Root status="error" mb="4" data-testid="product-refusal">
                  <Alert.Indicator />
                  <Alert.Content><Alert.Title>{refusal}</Alert.Title></Alert.Content>
                </Alert.Root>
              ) : null}
              {editing !== null ? (
                <SchemaForm
                  key={isNew ? 'new' : editing.id}
                  screen={groupProductScreen}
                  formData={isNew ? NEW_PRODUCT : editing}
                  recordKey={isNew ? 'new' : editing.id}
                  onSubmit={save}
                  submitLabel={isNew ? 'console.product.add' : 'engine.form.submit'}
                  actions={<Button type="button" variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>}
                />
              ) : null}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
