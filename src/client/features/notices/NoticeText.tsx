import { Text, type TextProps } from '@chakra-ui/react';

/**
 * A notice's content as the organiser typed it: plain text with its line breaks kept. It is never
 * read as HTML — React escapes it — so a notice cannot carry markup or scripts into the portal.
 */
export function NoticeText({ text, ...rest }: { text: string } & Omit<TextProps, 'children'>) {
  return (
    <Text whiteSpace="pre-line" overflowWrap="anywhere" color="gray.700" lineHeight="tall" {...rest}>
      {text}
    </Text>
  );
}
