import { Icon, type IconProps } from '@chakra-ui/react';
import { FALLBACK_ICON_PATH, SHELL_ICON_PATHS } from './shell-icons';

/** A line icon of the shell by name (shell-icons.ts). */
export interface ShellIconProps extends Omit<IconProps, 'children'> {
  name: string;
}

export function ShellIcon({ name, boxSize = '4', ...rest }: ShellIconProps) {
  return (
    <Icon boxSize={boxSize} aria-hidden flexShrink={0} {...rest}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={SHELL_ICON_PATHS[name] ?? FALLBACK_ICON_PATH} />
      </svg>
    </Icon>
  );
}
