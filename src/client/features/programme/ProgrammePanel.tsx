import { Badge, Box, Button, Card, Collapsible, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isCancelled } from '../../../runtime/http';
import { localized } from '../../../shared/locale';
import type { ProgrammeSpeaker, ProgrammeTrack } from '../../../shared/programme';
import { ShellIcon } from '../../components/ShellIcon';
import { useLocale } from '../../i18n/use-locale';
import { fetchSpeakers, fetchTracks } from './programme-api';

type Programme = { status: 'loading' } | { status: 'ready'; tracks: ProgrammeTrack[]; speakers: ProgrammeSpeaker[] } | { status: 'failed' };

/**
 * The show's conference programme beside the exhibitor's activities: its tracks with their speakers,
 * so an exhibitor knows which track to link an activity to. Folded until opened; loaded once opened.
 */
export function ProgrammePanel() {
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [programme, setProgramme] = useState<Programme>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchTracks(current.signal)
      .then(async (tracks) => ({ tracks, speakers: tracks.length ? await fetchSpeakers(tracks.map((track) => track.id), current.signal) : [] }))
      .then(({ tracks, speakers }) => setProgramme({ status: 'ready', tracks, speakers }), (error: unknown) => {
        if (!isCancelled(error)) setProgramme({ status: 'failed' });
      });
  }, []);

  useEffect(() => {
    if (open) load();
    return () => controller.current?.abort();
  }, [open, load]);

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Card.Root variant="outline" data-testid="programme-panel">
        <Card.Body gap="3" py="3">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0">
              <Heading as="h2" size="sm"><FormattedMessage id="programme.title" /></Heading>
              <Text fontSize="sm" color="fg.muted"><FormattedMessage id="programme.intro" /></Text>
            </Stack>
            <Collapsible.Trigger asChild>
              <Button size="sm" variant="outline" data-testid="programme-toggle">
                <FormattedMessage id={open ? 'programme.hide' : 'programme.show'} />
                <ShellIcon name={open ? 'chevronDown' : 'chevronRight'} />
              </Button>
            </Collapsible.Trigger>
          </HStack>
          <Collapsible.Content>
            {programme.status === 'loading' && <Skeleton height="24" rounded="md" />}
            {programme.status === 'failed' && (
              <HStack gap="3" color="gray.600">
                <Text fontSize="sm"><FormattedMessage id="common.loadFailed" /></Text>
                <Button size="xs" variant="outline" onClick={load}><FormattedMessage id="common.retry" /></Button>
              </HStack>
            )}
            {programme.status === 'ready' && (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="programme-tracks">
                {programme.tracks.map((track) => {
                  const speakers = programme.speakers.filter((speaker) => speaker.category_id === track.id);
                  return (
                    <Box key={track.id} borderWidth="1px" borderColor="gray.200" rounded="md" p="3" data-testid="programme-track">
                      <HStack justify="space-between" mb="2">
                        <Text fontWeight="medium">{localized(locale, track.name, track.name_en)}</Text>
                        <Badge variant="subtle" colorPalette="brand"><FormattedMessage id="programme.speakers" values={{ count: speakers.length }} /></Badge>
                      </HStack>
                      <Stack as="ul" gap="1" listStyleType="none">
                        {speakers.map((speaker) => (
                          <Text as="li" key={speaker.id} fontSize="sm" data-testid="programme-speaker">
                            {localized(locale, speaker.name, speaker.name_en)}
                            <Text as="span" color="fg.muted"> · {localized(locale, speaker.title, speaker.title_en)}</Text>
                          </Text>
                        ))}
                      </Stack>
                    </Box>
                  );
                })}
              </SimpleGrid>
            )}
          </Collapsible.Content>
        </Card.Body>
      </Card.Root>
    </Collapsible.Root>
  );
}
