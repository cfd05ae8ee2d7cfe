/**
 * /exhibitionMaterials/conference: the catalogue (show-guide) materials of SPEC.md §1 — the form from
 * schemas/catalogue.json with its review state, the organiser's deadline from /v4/expo/config, and
 * live previews of the app and paper catalogue beside it.
 */
import { useMemo, useState } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import catalogue from 'virtual:schema/catalogue';
import { RESOURCES } from '../../../shared/resources';
import { CataloguePreview, type CatalogueDraft } from '../../features/catalogue/CataloguePreview';
import { useExpoConfig } from '../../features/expo/use-expo-config';
import { ReviewedRecordForm } from '../../features/review/ReviewedRecordForm';
import type { ExhibitInfoData } from '../exhibit-info/exhibit-info-loader';
import { TemplateDownloads } from '../../features/templates';

const CATALOGUE = RESOURCES.catalogue;

export function CataloguePage() {
  const { exhibitor } = useLoaderData<ExhibitInfoData>();
  const config = useExpoConfig();
  const [draft, setDraft] = useState<CatalogueDraft>({});
  // The fascia board is asked of a shell-scheme booth only (schemas/catalogue.json).
  const facts = useMemo(() => ({ booth_type: exhibitor?.booth_type ?? '' }), [exhibitor]);

  if (config.status === 'loading') return <Skeleton height="480px" />;
  if (config.status === 'failed') return <Text color="red.600"><FormattedMessage id="common.loadFailed" /></Text>;

  return (
    <Stack gap="4">
      <TemplateDownloads area="exhibitionMaterials" />
      <ReviewedRecordForm
        headingLevel="h1"
        intro={<FormattedMessage id="catalogue.intro" />}
        screen={catalogue}
        resource={CATALOGUE}
        deadline={config.config[CATALOGUE.deadline]}
        facts={facts}
        onDataChange={setDraft as (data: Record<string, unknown>) => void}
        aside={<CataloguePreview draft={draft} boothNo={exhibitor?.booth_no ?? ''} fascia={facts.booth_type !== 'raw_space'} descriptor={catalogue.descriptor} />}
        testId="catalogue-form"
      />
    </Stack>
  );
}
