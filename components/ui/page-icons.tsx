import { Icon, type IconProps } from './icons';

// The icons a few pages draw (controls, links out, empty lists). Apart from ./icons.tsx, whose icons the
// shell and every status message use: a module's code goes whole to every page that needs any of it.

export function EyeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M1.7 10S4.7 4.4 10 4.4s8.3 5.6 8.3 5.6-3 5.6-8.3 5.6S1.7 10 1.7 10Z" />
      <circle cx="10" cy="10" r="2.4" />
    </Icon>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.2 4.6A8.6 8.6 0 0 1 10 4.4c5.3 0 8.3 5.6 8.3 5.6a15 15 0 0 1-2.1 2.8M5.2 6A14 14 0 0 0 1.7 10s3 5.6 8.3 5.6a8 8 0 0 0 4-1.1" />
      <path d="M8.3 8.3a2.4 2.4 0 0 0 3.4 3.4M2.5 2.5l15 15" />
    </Icon>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11.5 3.5h5v5M16.5 3.5 9.5 10.5M14.5 11.5v4a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h4" />
    </Icon>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 11.5 5 4.5h10l2.5 7v4a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1v-4Z" />
      <path d="M2.5 11.5h4.2l1 2h4.6l1-2h4.2" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12.2 5.5-4.5 4.5 4.5 4.5" />
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

export function PauseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7.2 4.5v11M12.8 4.5v11" />
    </Icon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6.5 4.2v11.6L15.5 10 6.5 4.2Z" />
    </Icon>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="13" height="12" rx="1.5" />
      <path d="M3.5 8.5h13M7 3v3M13 3v3" />
    </Icon>
  );
}
