/**
 * Every picture the portal shows — uploads, logos, previews, details, vouchers, FAQ pictures — goes
 * through here: SPEC.md §8, a picture that fails to load shows a placeholder saying so, in the box the
 * picture would have had, never the browser's broken-image icon.
 */
import { useState } from 'react';
import { Center, Image, Text, type ImageProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export function FallbackImage({ src, alt, ...box }: ImageProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  // A new address gets its own try.
  if (failed !== undefined && failed === src) {
    const { objectFit: _fit, loading: _loading, ...frame } = box;
    return (
      <Center bg="gray.100" color="fg.muted" borderWidth="1px" borderRadius="md" minW="16" minH="12" {...frame}
        role="img" aria-label={alt || intl.formatMessage({ id: 'image.broken' })} title={alt || undefined} data-testid="image-broken">
        <Text fontSize="xs" textAlign="center" px="1" aria-hidden>{intl.formatMessage({ id: 'image.broken' })}</Text>
      </Center>
    );
  }
  return <Image src={src} alt={alt} onError={() => setFailed(src)} {...box} />;
}
