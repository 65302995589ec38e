import type { ComponentType, ReactNode, SVGProps } from 'react';

/*
 * Small card-shaped marks for the payment methods in the footer. Simple drawings of our own:
 * a coloured card with the method's name, not the brands' artwork.
 */

type IconProps = SVGProps<SVGSVGElement>;

function CardFrame({
  label,
  fill = '#ffffff',
  stroke = '#cbd5e1',
  children,
  ...props
}: IconProps & { label: string; fill?: string; stroke?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 30" width={48} height={30} role="img" aria-label={label} {...props}>
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={fill} stroke={stroke} />
      {children}
    </svg>
  );
}

const font = 'ui-sans-serif, system-ui, Arial, sans-serif';

/**
 * A word on a card: the marks' one font, centred on `x` unless `anchor` says otherwise. Leaving out `weight` or
 * `fill` keeps the SVG defaults (normal weight, or the colours of the `<tspan>`s inside).
 */
function CardText({
  x,
  y,
  size,
  weight,
  italic = false,
  fill,
  anchor = 'middle',
  children,
}: {
  x: string;
  y: string;
  size: string;
  weight?: string;
  italic?: boolean;
  fill?: string;
  anchor?: 'middle' | 'start';
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontFamily={font}
      fontSize={size}
      fontWeight={weight}
      fontStyle={italic ? 'italic' : undefined}
      fill={fill}
    >
      {children}
    </text>
  );
}

export function VisaIcon(props: IconProps) {
  return (
    <CardFrame label="Visa" {...props}>
      <CardText x="24" y="20" size="13" weight="800" italic fill="#1a1f71">
        VISA
      </CardText>
      <path d="M8 23h32" stroke="#f7b600" strokeWidth="2" />
    </CardFrame>
  );
}

export function MastercardIcon(props: IconProps) {
  return (
    <CardFrame label="Mastercard" fill="#1f2937" stroke="#1f2937" {...props}>
      <circle cx="19.5" cy="12.5" r="7.5" fill="#eb001b" />
      <circle cx="28.5" cy="12.5" r="7.5" fill="#f79e1b" />
      <path d="M24 6.5a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
      <CardText x="24" y="27" size="5" fill="#ffffff">
        mastercard
      </CardText>
    </CardFrame>
  );
}

export function PaypalIcon(props: IconProps) {
  return (
    <CardFrame label="PayPal" {...props}>
      <CardText x="24" y="19" size="11" weight="800" italic>
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </CardText>
    </CardFrame>
  );
}

export function ApplePayIcon(props: IconProps) {
  return (
    <CardFrame label="Apple Pay" fill="#000000" stroke="#000000" {...props}>
      <path
        d="M13.6 10.4c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.9 1.4-.8 2.2.8.1 1.6-.4 2.2-1.1zm.7 1.2c-1.2-.1-2.2.7-2.8.7s-1.4-.6-2.4-.6c-1.2 0-2.3.7-2.9 1.8-1.3 2.2-.3 5.4.9 7.2.6.9 1.3 1.8 2.2 1.8.9 0 1.2-.6 2.3-.6s1.4.6 2.3.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2-.1 0-1.9-.7-1.9-2.9 0-1.8 1.5-2.7 1.6-2.7-.9-1.3-2.2-1.4-2.5-1.5z"
        fill="#ffffff"
      />
      <CardText x="31" y="20" size="11" weight="600" fill="#ffffff">
        Pay
      </CardText>
    </CardFrame>
  );
}

export function GooglePayIcon(props: IconProps) {
  return (
    <CardFrame label="Google Pay" {...props}>
      <CardText x="8" y="20" size="12" anchor="start" weight="700">
        <tspan fill="#4285f4">G</tspan>
      </CardText>
      <CardText x="30" y="20" size="11" weight="600" fill="#3c4043">
        Pay
      </CardText>
      <path d="M8 23h5" strokeWidth="2" stroke="#ea4335" />
      <path d="M13 23h5" strokeWidth="2" stroke="#fbbc04" />
      <path d="M18 23h5" strokeWidth="2" stroke="#34a853" />
    </CardFrame>
  );
}

export function AmexIcon(props: IconProps) {
  return (
    <CardFrame label="American Express" fill="#2e77bc" stroke="#2e77bc" {...props}>
      <CardText x="24" y="14" size="8" weight="800" fill="#ffffff">
        AMERICAN
      </CardText>
      <CardText x="24" y="23" size="8" weight="800" fill="#ffffff">
        EXPRESS
      </CardText>
    </CardFrame>
  );
}

export function MaestroIcon(props: IconProps) {
  return (
    <CardFrame label="Maestro" {...props}>
      <circle cx="19.5" cy="12" r="7" fill="#0099df" />
      <circle cx="28.5" cy="12" r="7" fill="#ed0006" />
      <path d="M24 6.6a7 7 0 0 1 0 10.8 7 7 0 0 1 0-10.8z" fill="#6c6bbd" />
      <CardText x="24" y="27" size="5.5" fill="#1f2937">
        maestro
      </CardText>
    </CardFrame>
  );
}

export function JcbIcon(props: IconProps) {
  return (
    <CardFrame label="JCB" {...props}>
      <rect x="9" y="6" width="9" height="18" rx="3" fill="#0e4c96" />
      <rect x="19.5" y="6" width="9" height="18" rx="3" fill="#e21836" />
      <rect x="30" y="6" width="9" height="18" rx="3" fill="#00a651" />
      <CardText x="13.5" y="18.5" size="8" weight="800" fill="#ffffff">
        J
      </CardText>
      <CardText x="24" y="18.5" size="8" weight="800" fill="#ffffff">
        C
      </CardText>
      <CardText x="34.5" y="18.5" size="8" weight="800" fill="#ffffff">
        B
      </CardText>
    </CardFrame>
  );
}

export function MirIcon(props: IconProps) {
  return (
    <CardFrame label="Mir" {...props}>
      <CardText x="24" y="19.5" size="12" weight="800" fill="#0f754e">
        MIR
      </CardText>
      <path d="M12 23h24" stroke="#00b4e6" strokeWidth="2" />
    </CardFrame>
  );
}

export function UnionPayIcon(props: IconProps) {
  return (
    <CardFrame label="UnionPay" {...props}>
      <path d="M8 5h10l-3 20H5z" fill="#e21836" />
      <path d="M18 5h10l-3 20H15z" fill="#00447c" />
      <path d="M28 5h12l-3 20H25z" fill="#007b84" />
      <CardText x="23" y="18.5" size="7" weight="700" fill="#ffffff">
        UnionPay
      </CardText>
    </CardFrame>
  );
}

export function UpiIcon(props: IconProps) {
  return (
    <CardFrame label="UPI" {...props}>
      <CardText x="20" y="19.5" size="12" weight="800" italic fill="#3d3d3d">
        UPI
      </CardText>
      <path d="M33 8l5 7-5 7z" fill="#f58220" />
      <path d="M36 8l5 7-5 7z" fill="#128807" />
    </CardFrame>
  );
}

/** The eleven methods, in the footer's order. */
export const PAYMENT_METHODS: { id: string; name: string; Icon: ComponentType<IconProps> }[] = [
  { id: 'visa', name: 'Visa', Icon: VisaIcon },
  { id: 'mastercard', name: 'Mastercard', Icon: MastercardIcon },
  { id: 'paypal', name: 'PayPal', Icon: PaypalIcon },
  { id: 'apple-pay', name: 'Apple Pay', Icon: ApplePayIcon },
  { id: 'google-pay', name: 'Google Pay', Icon: GooglePayIcon },
  { id: 'amex', name: 'American Express', Icon: AmexIcon },
  { id: 'maestro', name: 'Maestro', Icon: MaestroIcon },
  { id: 'jcb', name: 'JCB', Icon: JcbIcon },
  { id: 'mir', name: 'Mir', Icon: MirIcon },
  { id: 'unionpay', name: 'UnionPay', Icon: UnionPayIcon },
  { id: 'upi', name: 'UPI', Icon: UpiIcon },
];
