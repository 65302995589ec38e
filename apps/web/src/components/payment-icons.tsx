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

export function VisaIcon(props: IconProps) {
  return (
    <CardFrame label="Visa" {...props}>
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily={font}
        fontSize="13"
        fontWeight="800"
        fontStyle="italic"
        fill="#1a1f71"
      >
        VISA
      </text>
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
      <text x="24" y="27" textAnchor="middle" fontFamily={font} fontSize="5" fill="#ffffff">
        mastercard
      </text>
    </CardFrame>
  );
}

export function PaypalIcon(props: IconProps) {
  return (
    <CardFrame label="PayPal" {...props}>
      <text
        x="24"
        y="19"
        textAnchor="middle"
        fontFamily={font}
        fontSize="11"
        fontWeight="800"
        fontStyle="italic"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
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
      <text x="31" y="20" textAnchor="middle" fontFamily={font} fontSize="11" fontWeight="600" fill="#ffffff">
        Pay
      </text>
    </CardFrame>
  );
}

export function GooglePayIcon(props: IconProps) {
  return (
    <CardFrame label="Google Pay" {...props}>
      <text x="8" y="20" fontFamily={font} fontSize="12" fontWeight="700">
        <tspan fill="#4285f4">G</tspan>
      </text>
      <text x="30" y="20" textAnchor="middle" fontFamily={font} fontSize="11" fontWeight="600" fill="#3c4043">
        Pay
      </text>
      <path d="M8 23h5" strokeWidth="2" stroke="#ea4335" />
      <path d="M13 23h5" strokeWidth="2" stroke="#fbbc04" />
      <path d="M18 23h5" strokeWidth="2" stroke="#34a853" />
    </CardFrame>
  );
}

export function AmexIcon(props: IconProps) {
  return (
    <CardFrame label="American Express" fill="#2e77bc" stroke="#2e77bc" {...props}>
      <text x="24" y="14" textAnchor="middle" fontFamily={font} fontSize="8" fontWeight="800" fill="#ffffff">
        AMERICAN
      </text>
      <text x="24" y="23" textAnchor="middle" fontFamily={font} fontSize="8" fontWeight="800" fill="#ffffff">
        EXPRESS
      </text>
    </CardFrame>
  );
}

export function MaestroIcon(props: IconProps) {
  return (
    <CardFrame label="Maestro" {...props}>
      <circle cx="19.5" cy="12" r="7" fill="#0099df" />
      <circle cx="28.5" cy="12" r="7" fill="#ed0006" />
      <path d="M24 6.6a7 7 0 0 1 0 10.8 7 7 0 0 1 0-10.8z" fill="#6c6bbd" />
      <text x="24" y="27" textAnchor="middle" fontFamily={font} fontSize="5.5" fill="#1f2937">
        maestro
      </text>
    </CardFrame>
  );
}

export function JcbIcon(props: IconProps) {
  return (
    <CardFrame label="JCB" {...props}>
      <rect x="9" y="6" width="9" height="18" rx="3" fill="#0e4c96" />
      <rect x="19.5" y="6" width="9" height="18" rx="3" fill="#e21836" />
      <rect x="30" y="6" width="9" height="18" rx="3" fill="#00a651" />
      <text
        x="13.5"
        y="18.5"
        textAnchor="middle"
        fontFamily={font}
        fontSize="8"
        fontWeight="800"
        fill="#ffffff"
      >
        J
      </text>
      <text
        x="24"
        y="18.5"
        textAnchor="middle"
        fontFamily={font}
        fontSize="8"
        fontWeight="800"
        fill="#ffffff"
      >
        C
      </text>
      <text
        x="34.5"
        y="18.5"
        textAnchor="middle"
        fontFamily={font}
        fontSize="8"
        fontWeight="800"
        fill="#ffffff"
      >
        B
      </text>
    </CardFrame>
  );
}

export function MirIcon(props: IconProps) {
  return (
    <CardFrame label="Mir" {...props}>
      <text
        x="24"
        y="19.5"
        textAnchor="middle"
        fontFamily={font}
        fontSize="12"
        fontWeight="800"
        fill="#0f754e"
      >
        MIR
      </text>
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
      <text
        x="23"
        y="18.5"
        textAnchor="middle"
        fontFamily={font}
        fontSize="7"
        fontWeight="700"
        fill="#ffffff"
      >
        UnionPay
      </text>
    </CardFrame>
  );
}

export function UpiIcon(props: IconProps) {
  return (
    <CardFrame label="UPI" {...props}>
      <text
        x="20"
        y="19.5"
        textAnchor="middle"
        fontFamily={font}
        fontSize="12"
        fontWeight="800"
        fontStyle="italic"
        fill="#3d3d3d"
      >
        UPI
      </text>
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
