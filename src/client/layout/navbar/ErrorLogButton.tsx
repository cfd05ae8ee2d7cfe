import { Badge, Box, Button, CloseButton, Dialog, Float, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore, useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { ShellIcon } from '../../components/ShellIcon';
import { errorLog } from '../../features/error-log/error-log';

/**
 * Development builds only (SPEC.md §2): the errors the page has thrown, with message, info, url and
 * stack. Shows up once there is something to show.
 */
export function ErrorLogButton() {
  const intl = useIntl();
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.entries);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="xl" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" size="sm" colorPalette="red" position="relative" data-testid="error-log" aria-label={intl.formatMessage({ id: 'errorLog.title' })}>
          <ShellIcon name="bug" boxSize="5" />
          <Float placement="top-end" offset="2">
            <Badge size="xs" variant="solid" colorPalette="red" rounded="full">
              {entries.length}
            </Badge>
          </Float>
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="error-log-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="errorLog.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {entries.map((entry, index) => (
                  <Box key={`${entry.time}-${index}`} borderWidth="1px" rounded="md" p="3" fontSize="sm">
                    <Text fontWeight="semibold" color="red.600">
                      {entry.message}
                    </Text>
                    <Text color="fg.muted">
                      <FormattedMessage id="errorLog.info" />: {entry.info} · <FormattedTime value={entry.time} hour="2-digit" minute="2-digit" second="2-digit" />
                    </Text>
                    <Text color="fg.muted" wordBreak="break-all">
                      <FormattedMessage id="errorLog.url" />: {entry.url}
                    </Text>
                    {entry.stack && (
                      <Box as="pre" mt="2" p="2" bg="gray.50" rounded="sm" fontSize="xs" overflowX="auto" whiteSpace="pre-wrap">
                        {entry.stack}
                      </Box>
                    )}
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => errorLog.clear()}>
                <FormattedMessage id="errorLog.clear" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
