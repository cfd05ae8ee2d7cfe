/**
 * A message id as translators read it ("console.exhibitors.tickets.cell"): a long id wraps only
 * after a "." or "_" (a <wbr> there), never inside a word of it.
 */
import { Fragment } from 'react';
import { Text, type TextProps } from '@chakra-ui/react';

/** The id cut after each "." and "_", the cut characters kept with the part before. */
export const messageIdParts = (id: string): string[] => id.match(/[^._]+[._]*|[._]+/g) ?? [];

export function MessageId({ id, ...props }: { id: string } & Omit<TextProps, 'children'>) {
  const parts = messageIdParts(id);
  return (
    <Text fontFamily="mono" fontSize="xs" overflowWrap="normal" wordBreak="keep-all" {...props}>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}{index < parts.length - 1 ? <wbr /> : null}</Fragment>
      ))}
    </Text>
  );
}
