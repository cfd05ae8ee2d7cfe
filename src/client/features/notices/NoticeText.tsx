import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button, Stack, Text, type TextProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/**
 * A notice's content as the organiser typed it: plain text with its line breaks kept. It is never
 * read as HTML — React escapes it — so a notice cannot carry markup or scripts into the portal.
 */
export function NoticeText({ text, ref, ...rest }: { text: string; ref?: Ref<HTMLParagraphElement> } & Omit<TextProps, 'children'>) {
  return (
    <Text ref={ref} whiteSpace="pre-line" overflowWrap="anywhere" color="gray.700" lineHeight="tall" {...rest}>
      {text}
    </Text>
  );
}

/**
 * A notice's content folded to `lines` lines with More / Less when it is longer than that at the
 * width it has (measured, so a phone folds what a desktop shows whole).
 */
export function FoldedNoticeText({ text, lines = 4, testId }: { text: string; lines?: number; testId?: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || open) return undefined;
    const measure = () => setLong(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <Stack gap="1" align="flex-start">
      <NoticeText ref={ref} id={id} text={text} lineClamp={open ? undefined : lines} data-testid={testId} data-folded={!open && long ? '' : undefined} />
      {long || open ? (
        <Button variant="plain" size="xs" colorPalette="brand" px="0" aria-expanded={open} aria-controls={id}
          onClick={() => setOpen((was) => !was)} data-testid="notice-fold">
          <FormattedMessage id={open ? 'notice.less' : 'notice.more'} />
        </Button>
      ) : null}
    </Stack>
  );
}
