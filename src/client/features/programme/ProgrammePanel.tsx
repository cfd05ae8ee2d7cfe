import { Badge, Box, Button, Card, Collapsible, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { localized } from '../../../shared/locale';
import { ProgrammeApi, type ProgrammeSpeaker, type ProgrammeTrack } from '../../../shared/programme';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ShellIcon } from '../../components/ShellIcon';
import { useLocale } from '../../i18n/use-locale';
import { useRecord } from '../screens';
import { speakersPath } from './programme-api';

/**
 * The show's conference programme beside the exhibitor's activities: its tracks with their speakers,
 * so an exhibitor knows which track to link an activity to. Folded until opened; read once opened.
 */
export function ProgrammePanel() {
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const tracks = useRecord<{ list: ProgrammeTrack[] }>(open ? ProgrammeApi.tracks : null);
  const trackIds = tracks.state.phase === 'ready' ? tracks.state.record.list.map((track) => track.id) : null;
  const speakers = useRecord<{ list: ProgrammeSpeaker[] }>(trackIds && trackIds.length > 0 ? speakersPath(trackIds) : null);
  const failed = [tracks.state.phase, speakers.state.phase].some((phase) => phase === 'failed' || phase === 'missing');
  const retry = () => { tracks.reload(); speakers.reload(); };
  const programme = tracks.state.phase === 'ready' && (trackIds?.length === 0 || speakers.state.phase === 'ready')
    ? { tracks: tracks.state.record.list, speakers: speakers.state.phase === 'ready' ? speakers.state.record.list : [] }
    : null;

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
            {failed && <LoadFailedAlert onRetry={retry} />}
            {!failed && !programme && <Skeleton height="24" rounded="md" />}
            {programme && (
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
