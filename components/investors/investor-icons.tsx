import { Icon as BaseIcon, type IconProps } from '@/components/ui/icons';

// Icons of the investor screens: the design system's frame with a bolder stroke, so the small ticks and
// arrows in table cells stay legible. Decoration beside text, hidden from assistive technology.
function Icon(props: IconProps & { children: React.ReactNode }) {
  return <BaseIcon strokeWidth={1.8} {...props} />;
}

export function TickIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </Icon>
  );
}

export function CrossIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5.5 5.5 9 9M14.5 5.5l-9 9" />
    </Icon>
  );
}

export function RiseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m3 14 5-5 3 3 6-6M12.5 6H17v4.5" />
    </Icon>
  );
}

export function FallIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m3 6 5 5 3-3 6 6M12.5 14H17V9.5" />
    </Icon>
  );
}

export function StarIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props}>
      <path
        d="m10 2.8 2.2 4.6 5 .6-3.7 3.5.9 5-4.4-2.4-4.4 2.4.9-5L2.8 8l5-.6L10 2.8Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}
