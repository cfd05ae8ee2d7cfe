/**
 * Thumbnails of a message's pictures, each opening the full picture. SPEC.md §8: a picture that
 * fails to load shows a placeholder, not a broken-image icon.
 */
import { useState } from 'react';
import { Box, Center, Image, Link, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
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
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <Center boxSize={SIZE} bg="gray.100" borderWidth="1px" borderRadius="md" color="fg.muted" data-testid="faq-picture-broken" title={picture.name}>
        <Text fontSize="xs" textAlign="center" px="1">{intl.formatMessage({ id: 'faq.picture.broken' })}</Text>
      </Center>
    );
  }
  return (
    <Link href={picture.url} target="_blank" rel="noreferrer" aria-label={intl.formatMessage({ id: 'faq.picture.open' }, { name: picture.name })}>
      <Box boxSize={SIZE} borderWidth="1px" borderRadius="md" overflow="hidden" bg="gray.50">
        <Image src={picture.url} alt={picture.name} boxSize="full" objectFit="cover" loading="lazy" onError={() => setBroken(true)} data-testid="faq-picture" />
      </Box>
    </Link>
  );
}
