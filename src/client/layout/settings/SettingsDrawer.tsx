import { Box, CloseButton, Drawer, Heading, HStack, IconButton, Portal, SegmentGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { SIZES, type Size } from '../../../runtime/cookies';
import { FormattedMessage, useIntl } from 'react-intl';
import { THEME_PRESETS, type ShellSettings } from '../../../runtime/shell-settings';
import { ShellIcon } from '../../components/ShellIcon';
import { changeSizeAtom, settingsAtom, sizeAtom, updateSettingsAtom } from '../../features/shell/shell-state';

type Toggle = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const TOGGLES: readonly { key: Toggle; label: string }[] = [
  { key: 'tagsView', label: 'settings.tagsView' },
  { key: 'fixedHeader', label: 'settings.fixedHeader' },
  { key: 'sidebarLogo', label: 'settings.sidebarLogo' },
];

/** The settings drawer (SPEC.md §2, §9): theme colour, size, tags view, fixed header, sidebar logo. */
export function SettingsDrawer() {
  const intl = useIntl();
  const settings = useAtomValue(settingsAtom);
  const update = useSetAtom(updateSettingsAtom);
  const set = (change: Partial<ShellSettings>) => update(change);
  const size = useAtomValue(sizeAtom);
  const changeSize = useSetAtom(changeSizeAtom);

  return (
    <Drawer.Root placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" data-testid="settings-open" aria-label={intl.formatMessage({ id: 'settings.title' })}>
          <ShellIcon name="settings" boxSize="5" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="settings-drawer">
            <Drawer.Header>
              <Drawer.Title>
                <FormattedMessage id="settings.title" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="8">
                <Stack gap="3" as="section" aria-labelledby="settings-theme">
                  <Heading as="h3" size="sm" id="settings-theme">
                    <FormattedMessage id="settings.theme" />
                  </Heading>
                  <HStack gap="1.5" role="radiogroup" aria-labelledby="settings-theme">
                    {THEME_PRESETS.map((colour) => {
                      const selected = settings.theme === colour;
                      return (
                        <Box
                          as="button"
                          key={colour}
                          role="radio"
                          aria-checked={selected}
                          aria-label={colour}
                          title={colour}
                          data-testid="theme-swatch"
                          data-colour={colour}
                          onClick={() => set({ theme: colour })}
                          w="7"
                          h="7"
                          flexShrink={0}
                          rounded="md"
                          bg={colour}
                          color="white"
                          display="grid"
                          placeItems="center"
                          cursor="pointer"
                          outline={selected ? '2px solid' : undefined}
                          outlineColor={colour}
                          outlineOffset="2px"
                          _focusVisible={{ outline: '2px solid', outlineColor: 'gray.800', outlineOffset: '2px' }}
                        >
                          {selected && <ShellIcon name="check" />}
                        </Box>
                      );
                    })}
                  </HStack>
                </Stack>

                <Stack gap="3" as="section" aria-labelledby="settings-size">
                  <Heading as="h3" size="sm" id="settings-size">
                    <FormattedMessage id="settings.size" />
                  </Heading>
                  <SegmentGroup.Root size="sm" value={size} aria-labelledby="settings-size" data-testid="setting-size"
                    onValueChange={({ value }) => { if (value) changeSize(value as Size); }}>
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items items={SIZES.map((each) => ({ value: each, label: intl.formatMessage({ id: `settings.size.${each}` }) }))} />
                  </SegmentGroup.Root>
                </Stack>

                <Stack gap="4" as="section" aria-labelledby="settings-layout">
                  <Heading as="h3" size="sm" id="settings-layout">
                    <FormattedMessage id="settings.layout" />
                  </Heading>
                  {TOGGLES.map(({ key, label }) => (
                    <Switch.Root
                      key={key}
                      checked={settings[key]}
                      onCheckedChange={(details) => set({ [key]: details.checked })}
                      colorPalette="brand"
                      display="flex"
                      justifyContent="space-between"
                      width="full"
                      data-testid={`setting-${key}`}
                    >
                      <Switch.Label>
                        <Text as="span" fontWeight="normal">
                          <FormattedMessage id={label} />
                        </Text>
                      </Switch.Label>
                      <Switch.HiddenInput />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                    </Switch.Root>
                  ))}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
