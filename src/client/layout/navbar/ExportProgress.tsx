import { IconButton, Popover, Portal, Progress, ProgressCircle, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { exportTasksAtom } from '../../features/export/export-state';

/** Exports under way (SPEC.md §2, §4): nothing at all while there are none. */
export function ExportProgress() {
  const intl = useIntl();
  const tasks = useAtomValue(exportTasksAtom);
  if (tasks.length === 0) return null;
  const overall = Math.round(tasks.reduce((sum, task) => sum + task.low, 0) / tasks.length);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" data-testid="export-progress" aria-label={intl.formatMessage({ id: 'export.running' }, { count: tasks.length })}>
          <ProgressCircle.Root value={overall} size="xs" colorPalette="brand">
            <ProgressCircle.Circle>
              <ProgressCircle.Track />
              <ProgressCircle.Range />
            </ProgressCircle.Circle>
          </ProgressCircle.Root>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Header fontWeight="semibold">
              <FormattedMessage id="export.title" />
            </Popover.Header>
            <Popover.Body pt="0">
              <Stack as="ul" gap="3" listStyleType="none">
                {tasks.map((task) => (
                  <li key={task.id} data-testid="export-task">
                    <Progress.Root value={task.low} size="sm" colorPalette="brand">
                      <Stack direction="row" justify="space-between" mb="1">
                        <Progress.Label asChild>
                          <Text fontSize="sm" truncate>
                            {task.name}
                          </Text>
                        </Progress.Label>
                        <Progress.ValueText fontSize="xs" color="fg.muted" />
                      </Stack>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </li>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
