import { Stack, Text } from '@chakra-ui/react';

/**
 * An agreement's text: plain text whose blank lines separate paragraphs. It is rendered as text,
 * never as HTML, so whatever the organiser typed cannot become markup.
 */
export function ProtocolText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return (
    <Stack gap="4" data-testid="protocol-text">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity beyond their place in the text.
        <Text key={index} whiteSpace="pre-line" lineHeight="tall" color="gray.800">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
