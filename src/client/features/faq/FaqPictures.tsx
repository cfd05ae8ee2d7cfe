/**
 * Thumbnails of a message's pictures, each opening the full picture. SPEC.md §8: a picture that
 * fails to load shows a placeholder, not a broken-image icon.
 */
import { Box, Link, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FallbackImage } from '../../../engine';
import type { FaqPicture } from '../../../shared/faq';

const SIZE = '24';

export function FaqPictures({ pictures }: { pictures: readonly FaqPicture[] }) {
  if (pictures.length === 0) return null;
  return (
    <Wrap gap="2" data-testid="faq-pictures">
      {pictures.map((picture) => <Thumbnail key={picture.key} picture={picture} />)}
    </Wrap>
  );
}

function Thumbnail({ picture }: { picture: FaqPicture }) {
  const intl = useIntl();
  return (
    <Link href={picture.url} target="_blank" rel="noreferrer" aria-label={intl.formatMessage({ id: 'faq.picture.open' }, { name: picture.name })}>
      <Box boxSize={SIZE} borderWidth="1px" borderRadius="md" overflow="hidden" bg="gray.50">
        <FallbackImage src={picture.url} alt={picture.name} boxSize="full" objectFit="cover" loading="lazy" data-testid="faq-picture" />
      </Box>
    </Link>
  );
}
