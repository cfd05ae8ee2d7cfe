/**
 * What the catalogue materials will look like where they are published, updated as the exhibitor
 * types: the entry in the expo app (display logo, name, booth, profile) and the entry in the printed
 * catalogue (both languages, booth, the booth's lintel).
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FallbackImage } from '../../../engine';
import { FormattedMessage } from 'react-intl';
import type { ScreenDescriptor, UploadedObject } from '../../../shared/descriptor';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';

export interface CatalogueDraft {
  catalogue_name?: string;
  catalogue_name_en?: string;
  display_logo?: UploadedObject;
  print_logo?: UploadedObject;
  profile?: string;
  profile_en?: string;
  backboard_name?: string;
  lintel_text?: string;
  lintel_text_en?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The app's logo frame has the shape the display logo's upload rule asks for (schemas/catalogue.json:
 * its aspect ratio, or its exact pixel size), so the preview changes when the rule does.
 */
export function logoRatio(descriptor: Pick<ScreenDescriptor, 'uploads'>): number | undefined {
  const rule = descriptor.uploads?.display_logo;
  if (rule?.aspectRatio) return rule.aspectRatio.ratio;
  if (rule?.dimensions) return rule.dimensions.width / rule.dimensions.height;
  return undefined;
}

/** `fascia`: whether the booth has a fascia board (a shell-scheme booth; a raw-space booth builds its own). */
export function CataloguePreview({ draft, boothNo, fascia = true, descriptor }: { draft: CatalogueDraft; boothNo: string; fascia?: boolean; descriptor: Pick<ScreenDescriptor, 'uploads'> }) {
  return (
    <Stack gap="6" data-testid="catalogue-preview">
      <AppPreview draft={draft} boothNo={boothNo} ratio={logoRatio(descriptor)} />
      <PaperPreview draft={draft} boothNo={boothNo} fascia={fascia} />
    </Stack>
  );
}

function PreviewTitle({ id }: { id: string }) {
  return <Text fontSize="sm" fontWeight="semibold" color="gray.600"><FormattedMessage id={id} /></Text>;
}

function Placeholder({ id }: { id: string }) {
  return <Text as="span" color="fg.muted" fontStyle="italic"><FormattedMessage id={id} /></Text>;
}

/** A phone-width card as the expo app lists exhibitors. */
function AppPreview({ draft, boothNo, ratio }: { draft: CatalogueDraft; boothNo: string; ratio: number | undefined }) {
  const { locale } = useLocale();
  const name = localized(locale, text(draft.catalogue_name), text(draft.catalogue_name_en));
  const profile = localized(locale, text(draft.profile), text(draft.profile_en));
  return (
    <Stack gap="2">
      <PreviewTitle id="catalogue.preview.app" />
      <Box width="320px" maxW="100%" borderWidth="8px" borderColor="gray.800" rounded="3xl" overflow="hidden" bg="gray.50" data-testid="preview-app">
        <Box {...(ratio ? { aspectRatio: ratio } : { height: '160px' })} bg="white" display="flex" alignItems="center" justifyContent="center" borderBottomWidth="1px">
          {draft.display_logo?.url
            ? <FallbackImage src={draft.display_logo.url} alt="" width="100%" height="100%" objectFit="contain" />
            : <Placeholder id="catalogue.preview.noLogo" />}
        </Box>
        <Stack gap="1" p="4" bg="white">
          <Heading as="h3" size="md" data-testid="preview-app-name">{name || <Placeholder id="catalogue.preview.noName" />}</Heading>
          <Text fontSize="sm" color="brand.fg"><FormattedMessage id="catalogue.preview.booth" values={{ booth: boothNo }} /></Text>
          <Text fontSize="sm" color="gray.700" lineClamp={4} whiteSpace="pre-line" data-testid="preview-app-profile">
            {profile || <Placeholder id="catalogue.preview.noProfile" />}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}

/** An entry of the printed catalogue, set in both languages, with the lintel of the booth when it has one. */
function PaperPreview({ draft, boothNo, fascia }: { draft: CatalogueDraft; boothNo: string; fascia: boolean }) {
  return (
    <Stack gap="2">
      <PreviewTitle id="catalogue.preview.paper" />
      <Stack gap="3" p="5" bg="#fdfcf8" borderWidth="1px" borderColor="gray.300" boxShadow="sm" fontFamily="serif" data-testid="preview-paper">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0" minW="0">
            <Text fontWeight="bold" fontSize="lg" data-testid="preview-paper-name">{text(draft.catalogue_name) || <Placeholder id="catalogue.preview.noName" />}</Text>
            <Text fontSize="sm" fontStyle="italic">{text(draft.catalogue_name_en)}</Text>
          </Stack>
          <Text fontSize="sm" fontWeight="bold" flexShrink={0}>{boothNo}</Text>
        </HStack>
        <Text fontSize="xs" whiteSpace="pre-line">{text(draft.profile)}</Text>
        <Text fontSize="xs" whiteSpace="pre-line" fontStyle="italic">{text(draft.profile_en)}</Text>
        <Text fontSize="xs" color="gray.500">
          <FormattedMessage id="catalogue.preview.printLogo" values={{ file: draft.print_logo?.name ?? '—' }} />
        </Text>
      </Stack>
      {fascia ? (
        <>
          <PreviewTitle id="catalogue.preview.lintel" />
          <Stack gap="0" bg="brand.solid" color="white" textAlign="center" py="2" px="3" rounded="sm" data-testid="preview-lintel">
            <Text fontWeight="bold" letterSpacing="widest">{text(draft.lintel_text) || '—'}</Text>
            <Text fontSize="xs">{text(draft.lintel_text_en)}</Text>
            <Text fontSize="xs">{boothNo}</Text>
          </Stack>
        </>
      ) : null}
      <Text fontSize="xs" color="gray.600"><FormattedMessage id="catalogue.preview.backboard" values={{ name: text(draft.backboard_name) || '—' }} /></Text>
    </Stack>
  );
}
