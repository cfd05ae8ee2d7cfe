import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { TodoItem } from '../../../shared/api';
import { isCancelled } from '../../../runtime/http';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { fetchTodos, isExternalLink, markTodoClicked } from './todo-api';
import { TodoIcon } from './TodoIcon';

type TodoState = { status: 'loading' } | { status: 'ready'; items: TodoItem[] } | { status: 'failed' };

/**
 * The organiser's to-do cards above a screen (SPEC.md §4): unopened ones stand out with "go view",
 * opened ones offer "quick go". Opening one marks it on the server and reloads the strip.
 */
export function TodoStrip() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [state, setState] = useState<TodoState>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchTodos(current.signal).then(
      (items) => setState({ status: 'ready', items }),
      (error: unknown) => {
        if (!isCancelled(error)) setState({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => controller.current?.abort();
  }, [load]);

  const open = (item: TodoItem) => {
    if (!item.is_click) {
      markTodoClicked(item.id).then(
        () => {
          // Leaving for an internal screen aborted the strip; nothing left to refresh then.
          if (!controller.current?.signal.aborted) load();
        },
        () => {
          // Shown by the request layer; the to-do simply stays highlighted.
        },
      );
    }
    // Opened synchronously inside the click, or the browser's popup blocker steps in.
    if (isExternalLink(item.router)) window.open(item.router, '_blank', 'noopener,noreferrer');
    else void navigate(item.router);
  };

  return (
    <Box as="section" aria-labelledby="todo-heading" data-testid="todo-strip">
      <Heading as="h2" id="todo-heading" size="md" mb="3">
        <FormattedMessage id="todo.title" />
      </Heading>

      {state.status === 'loading' && (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height="28" rounded="lg" />
          ))}
        </SimpleGrid>
      )}

      {state.status === 'failed' && (
        <HStack gap="3" color="gray.600">
          <Text fontSize="sm">
            <FormattedMessage id="common.loadFailed" />
          </Text>
          <Button size="xs" variant="outline" onClick={load}>
            <FormattedMessage id="common.retry" />
          </Button>
        </HStack>
      )}

      {state.status === 'ready' && state.items.length === 0 && (
        <Text fontSize="sm" color="gray.500" data-testid="todo-empty">
          <FormattedMessage id="todo.empty" />
        </Text>
      )}

      {state.status === 'ready' && state.items.length > 0 && (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
          {state.items.map((item) => {
            const fresh = !item.is_click;
            const external = isExternalLink(item.router);
            return (
              <Card.Root
                key={item.id}
                size="sm"
                variant="outline"
                borderColor={fresh ? 'brand.muted' : 'gray.200'}
                bg={fresh ? 'brand.subtle' : 'white'}
                data-testid="todo-item"
                data-clicked={item.is_click}
              >
                <Card.Body gap="3">
                  <Flex justify="space-between" align="flex-start" gap="2">
                    <Box color={fresh ? 'brand.fg' : 'gray.500'}>
                      <TodoIcon name={item.icon} />
                    </Box>
                    {fresh && (
                      <Badge colorPalette="orange" variant="subtle" size="sm" data-testid="todo-pending">
                        <FormattedMessage id="todo.new" />
                      </Badge>
                    )}
                  </Flex>
                  <Text fontWeight="medium" lineClamp={2} minH="12" data-testid="todo-name">
                    {localized(locale, item.name, item.name_en)}
                  </Text>
                  <Button
                    size="sm"
                    alignSelf="flex-start"
                    colorPalette="brand"
                    variant={fresh ? 'solid' : 'outline'}
                    onClick={() => open(item)}
                    data-testid="todo-action"
                    aria-label={
                      external
                        ? `${intl.formatMessage({ id: fresh ? 'todo.goView' : 'todo.quickGo' })} ${intl.formatMessage({ id: 'todo.external' })}`
                        : undefined
                    }
                  >
                    <FormattedMessage id={fresh ? 'todo.goView' : 'todo.quickGo'} />
                  </Button>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
    </Box>
  );
}
