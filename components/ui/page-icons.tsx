import { Icon, type IconProps } from './icons';

// The icons several pages draw but the shell does not (a link out, a wait). Apart from ./icons.tsx, whose
// icons the shell and every status message use: a module's code goes whole to every page that needs any
// of it. An icon one component draws lives in that component.

export function ExternalIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11.5 3.5h5v5M16.5 3.5 9.5 10.5M14.5 11.5v4a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h4" />
    </Icon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 5.8V10l2.8 1.8" />
    </Icon>
  );
}

