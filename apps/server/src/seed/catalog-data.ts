/**
 * What the demo catalog is made of: categories, product families (a category can hold several, e.g.
 * Headphones = over-ear, earbuds, neckbands, wired), brands with model lines from budget to flagship,
 * and per-family builders that turn a price tier into a consistent name, specifications and description.
 *
 * Brand and model names are real so the storefront reads like an Indian electronics shop; prices,
 * specifications and offers are invented.
 */
import type { SpecPair } from '../db/schema/catalog.ts';
import type { Rng } from './random.ts';

export type ArtKind =
  | 'phone'
  | 'laptop'
  | 'tablet'
  | 'headphones'
  | 'earbuds'
  | 'neckband'
  | 'wired'
  | 'watch'
  | 'camera'
  | 'actioncam'
  | 'tv'
  | 'console'
  | 'handheld'
  | 'controller'
  | 'speaker'
  | 'soundbar'
  | 'monitor'
  | 'powerbank'
  | 'charger'
  | 'mouse'
  | 'keyboard'
  | 'bulb'
  | 'plug'
  | 'securitycam'
  | 'smartspeaker'
  | 'robotvac';

export interface Colour {
  name: string;
  hex: string;
}

export interface Brand {
  name: string;
  /** Model lines ordered from the cheapest to the most expensive. */
  lines: readonly string[];
  /** The part of the family's price range (0 = cheapest, 1 = dearest) this brand sells in. */
  tier?: readonly [number, number];
}

export interface BuildInput {
  rng: Rng;
  /** 0..1 position in the family's price range; specs scale with it. */
  t: number;
  brand: string;
  line: string;
  colour: Colour;
}

export interface BuildResult {
  name: string;
  details: SpecPair[];
  /** 2–3 short selling points printed on the product's feature image. */
  badges: string[];
  /** Product-specific description sentences; the first one opens the description. */
  sentences: string[];
  /** Watch faces: round or square. */
  round?: boolean;
}

export interface Family {
  art: ArtKind;
  /** Share of the category's products. */
  weight: number;
  /** Rupees, cheapest and dearest. */
  price: readonly [number, number];
  brands: readonly Brand[];
  colours: readonly Colour[];
  build(input: BuildInput): BuildResult;
}

export interface CategoryDef {
  name: string;
  description: string;
  /** Share of the 300 demo products. */
  weight: number;
  families: readonly Family[];
  /** Colours for the category's tile image. */
  tile: { colour: string; accent: string };
}

/** items[t], for t in 0..1 scaled to the list. */
export function byTier<T>(items: readonly T[], t: number): T {
  const i = Math.min(items.length - 1, Math.max(0, Math.floor(t * items.length)));
  return items[i]!;
}

/** Required pairs first, then a random selection of the optional ones, 4–8 in all. */
function specs(
  rng: Rng,
  required: readonly [string, string][],
  optional: readonly [string, string][],
): SpecPair[] {
  const min = Math.max(0, 4 - required.length);
  const max = Math.max(min, Math.min(optional.length, 8 - required.length));
  const extra = rng.sample(optional, rng.int(min, max));
  // Keep the optional pairs in their declared order: spec tables read better that way.
  const chosen = optional.filter((p) => extra.includes(p));
  return [...required, ...chosen].map(([key, value]) => ({ key, value }));
}

const c = (name: string, hex: string): Colour => ({ name, hex });

const PHONE_COLOURS = [
  c('Midnight Black', '#1f2937'),
  c('Titanium Grey', '#6b7280'),
  c('Ocean Blue', '#2563eb'),
  c('Mint Green', '#34d399'),
  c('Lavender', '#a78bfa'),
  c('Coral Pink', '#fb7185'),
  c('Glacier White', '#e5e7eb'),
  c('Sunset Orange', '#f97316'),
  c('Forest Green', '#166534'),
  c('Champagne Gold', '#d4b483'),
];
const LAPTOP_COLOURS = [
  c('Natural Silver', '#cbd5e1'),
  c('Space Grey', '#4b5563'),
  c('Midnight Blue', '#1e3a8a'),
  c('Graphite Black', '#1f2937'),
  c('Starlight', '#e7dcc8'),
  c('Sage Green', '#84a98c'),
];
const AUDIO_COLOURS = [
  c('Black', '#111827'),
  c('White', '#f3f4f6'),
  c('Midnight Blue', '#1e3a8a'),
  c('Beige', '#d6c7a1'),
  c('Teal', '#0f766e'),
  c('Red', '#dc2626'),
  c('Lavender', '#a78bfa'),
];
const WATCH_COLOURS = [
  c('Black', '#1f2937'),
  c('Silver', '#cbd5e1'),
  c('Rose Gold', '#e8b4a0'),
  c('Olive Green', '#4d7c0f'),
  c('Navy Blue', '#1e3a8a'),
  c('Orange', '#f97316'),
];
const CAMERA_COLOURS = [c('Black', '#1f2937'), c('Silver', '#cbd5e1')];
const SCREEN_COLOURS = [c('Black', '#111827'), c('Charcoal', '#374151'), c('Silver', '#cbd5e1')];
const CONSOLE_COLOURS = [c('White', '#f1f5f9'), c('Black', '#111827'), c('Cobalt Blue', '#1d4ed8')];
const SPEAKER_COLOURS = [
  c('Black', '#111827'),
  c('Blue', '#1d4ed8'),
  c('Red', '#dc2626'),
  c('Teal', '#0f766e'),
  c('Squad Camo', '#4d5b3a'),
  c('Pink', '#ec4899'),
];
const ACCESSORY_COLOURS = [
  c('Black', '#111827'),
  c('White', '#f3f4f6'),
  c('Blue', '#2563eb'),
  c('Green', '#16a34a'),
];
const HOME_COLOURS = [c('White', '#f8fafc'), c('Charcoal', '#374151'), c('Glacier Blue', '#93c5fd')];

const WARRANTY = ['1 Year Manufacturer Warranty', '1 Year Brand Warranty', '2 Years Manufacturer Warranty'];

// ---------------------------------------------------------------------------------------------------
// Smartphones

const smartphones: Family = {
  art: 'phone',
  weight: 1,
  price: [7999, 159999],
  colours: PHONE_COLOURS,
  brands: [
    {
      name: 'Samsung',
      lines: [
        'Galaxy M15',
        'Galaxy A15',
        'Galaxy M35',
        'Galaxy A35',
        'Galaxy A55',
        'Galaxy S23 FE',
        'Galaxy S24',
        'Galaxy S24 Ultra',
      ],
    },
    {
      name: 'Apple',
      lines: ['iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 15 Plus', 'iPhone 15 Pro', 'iPhone 15 Pro Max'],
      tier: [0.55, 1],
    },
    { name: 'OnePlus', lines: ['Nord CE4 Lite', 'Nord CE4', 'Nord 4', '12R', '12'], tier: [0.3, 0.85] },
    {
      name: 'Xiaomi',
      lines: ['Redmi 13C', 'Redmi 13', 'Redmi Note 13', 'Redmi Note 13 Pro', 'Redmi Note 13 Pro+', '14 Civi'],
      tier: [0, 0.7],
    },
    {
      name: 'realme',
      lines: ['Narzo N55', 'C65', 'Narzo 70x', '12x', '12 Pro', '12 Pro+', 'GT 6T'],
      tier: [0, 0.65],
    },
    { name: 'vivo', lines: ['Y28', 'T3x', 'T3', 'V30', 'V30 Pro', 'X100'], tier: [0.05, 0.85] },
    { name: 'OPPO', lines: ['A59', 'A79', 'F25 Pro', 'Reno11', 'Reno11 Pro'], tier: [0.05, 0.6] },
    {
      name: 'Motorola',
      lines: ['moto g34', 'moto g64', 'moto g85', 'edge 50 fusion', 'edge 50 pro', 'razr 50 ultra'],
      tier: [0.05, 0.8],
    },
    { name: 'Google', lines: ['Pixel 7a', 'Pixel 8a', 'Pixel 8', 'Pixel 8 Pro'], tier: [0.5, 0.95] },
    {
      name: 'Nothing',
      lines: ['CMF Phone 1', 'Phone (2a)', 'Phone (2a) Plus', 'Phone (2)'],
      tier: [0.2, 0.65],
    },
    { name: 'iQOO', lines: ['Z9x', 'Z9', 'Z9s Pro', 'Neo 9 Pro', '12'], tier: [0.1, 0.75] },
  ],
  build({ rng, t, brand, line, colour }) {
    const apple = brand === 'Apple';
    const ram = byTier(['4GB', '6GB', '8GB', '8GB', '12GB', '12GB', '16GB'], t);
    const storage = byTier(
      ['64GB', '128GB', '128GB', '256GB', '256GB', '512GB', '1TB'],
      Math.min(1, t + rng.range(-0.1, 0.1)),
    );
    const size = (6.1 + Math.round(rng.range(0, 7)) / 10).toFixed(1);
    const panel = byTier(
      ['HD+ LCD, 90Hz', 'FHD+ LCD, 120Hz', 'FHD+ AMOLED, 120Hz', 'FHD+ pOLED, 120Hz', 'LTPO AMOLED, 120Hz'],
      t,
    );
    const chip = apple
      ? byTier(['A15 Bionic', 'A16 Bionic', 'A17 Pro'], t * 1.4 - 0.4)
      : brand === 'Google'
        ? byTier(['Google Tensor G2', 'Google Tensor G3'], t * 1.6 - 0.6)
        : byTier(
            [
              'MediaTek Helio G85',
              'MediaTek Dimensity 6100+',
              'Snapdragon 4 Gen 2',
              'MediaTek Dimensity 7050',
              'Snapdragon 7s Gen 2',
              'MediaTek Dimensity 8200',
              'Snapdragon 8s Gen 3',
              'Snapdragon 8 Gen 3',
            ],
            t,
          );
    const camera = byTier(
      [
        '50MP + 2MP',
        '50MP + 8MP Ultra-wide',
        '64MP + 8MP + 2MP',
        '50MP + 12MP Ultra-wide',
        '50MP + 50MP + 10MP Telephoto',
        '200MP + 12MP + 50MP + 10MP',
      ],
      t,
    );
    const front = byTier(['8MP', '16MP', '32MP', '50MP'], t);
    const battery = apple
      ? `${rng.int(33, 44) * 100} mAh`
      : `${rng.pick([5000, 5000, 5000, 5500, 6000, 4500])} mAh`;
    const charging = apple ? '20W wired, MagSafe' : byTier(['18W', '33W', '45W', '67W', '80W', '100W'], t);
    const is5g = t > 0.12 || rng.chance(0.5);
    const display = `${size}" ${panel}`;
    const name = apple
      ? `Apple ${line} (${colour.name}, ${storage})`
      : `${brand} ${line}${is5g ? ' 5G' : ''} (${colour.name}, ${ram} RAM, ${storage} Storage)`;
    return {
      name,
      details: specs(
        rng,
        [
          ['Display', display],
          ['Processor', chip],
          ...(apple ? [] : [['RAM', ram] as [string, string]]),
          ['Storage', storage],
        ],
        [
          ['Rear Camera', camera],
          ['Front Camera', front],
          ['Battery', battery],
          ['Charging', charging],
          ['Operating System', apple ? 'iOS 17' : 'Android 14'],
          ['Network', is5g ? '5G, Dual SIM' : '4G LTE, Dual SIM'],
        ],
      ),
      badges: apple ? [storage, chip, camera.split(' ')[0]! + ' Camera'] : [`${ram} RAM`, storage, battery],
      sentences: [
        `The ${brand} ${line} pairs a ${size}-inch ${panel.split(',')[0]} display with the ${chip} for smooth everyday performance.`,
        `Its ${camera} camera setup captures sharp, detailed photos even in low light.`,
        `A ${battery} battery with ${charging} charging easily lasts a full day of calls, streaming and gaming.`,
        `${storage} of storage leaves plenty of room for apps, photos and videos.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Laptops

const laptops: Family = {
  art: 'laptop',
  weight: 1,
  price: [29999, 249999],
  colours: LAPTOP_COLOURS,
  brands: [
    {
      name: 'HP',
      lines: ['15s', 'Victus 15', 'Pavilion 14', 'Pavilion Plus 14', 'OMEN 16', 'Spectre x360 14'],
    },
    {
      name: 'Dell',
      lines: ['Inspiron 3520', 'Vostro 3530', 'Inspiron 5440', 'G15 5530', 'XPS 13', 'XPS 15'],
    },
    {
      name: 'Lenovo',
      lines: [
        'IdeaPad Slim 3',
        'IdeaPad Slim 5',
        'IdeaPad Gaming 3',
        'ThinkPad E14',
        'Yoga Slim 7',
        'Legion 5 Pro',
        'ThinkPad X1 Carbon',
      ],
    },
    {
      name: 'ASUS',
      lines: [
        'Vivobook 15',
        'Vivobook 16X',
        'TUF Gaming F15',
        'Zenbook 14 OLED',
        'ROG Strix G16',
        'ROG Zephyrus G14',
      ],
    },
    {
      name: 'Acer',
      lines: ['Aspire 3', 'Aspire Lite', 'Swift Go 14', 'Nitro V 15', 'Predator Helios Neo 16'],
      tier: [0, 0.8],
    },
    {
      name: 'Apple',
      lines: ['MacBook Air M2', 'MacBook Air M3', 'MacBook Pro 14 M3', 'MacBook Pro 16 M3 Max'],
      tier: [0.45, 1],
    },
    { name: 'MSI', lines: ['Modern 14', 'Thin GF63', 'Katana 15', 'Stealth 16'], tier: [0.1, 0.9] },
  ],
  build({ rng, t, brand, line, colour }) {
    const apple = brand === 'Apple';
    const gaming = /TUF|ROG|Legion|OMEN|Victus|Nitro|Predator|Gaming|Katana|Stealth|GF63|G15/.test(line);
    const cpu = apple
      ? (/M\d( Max| Pro)?/.exec(line)?.[0] ?? 'M3').replace(/^/, 'Apple ') + ' chip'
      : byTier(
          [
            'Intel Core i3-1215U',
            'AMD Ryzen 5 7520U',
            'Intel Core i5-1235U',
            'AMD Ryzen 5 7535HS',
            'Intel Core i5-13420H',
            'Intel Core Ultra 5 125H',
            'AMD Ryzen 7 7840HS',
            'Intel Core i7-13700H',
            'Intel Core Ultra 7 155H',
            'Intel Core i9-14900HX',
          ],
          t,
        );
    const ram = byTier(['8GB', '8GB', '16GB', '16GB', '32GB'], t);
    const storage = byTier(['256GB SSD', '512GB SSD', '512GB SSD', '1TB SSD', '1TB SSD', '2TB SSD'], t);
    const screen = apple
      ? byTier(
          [
            '13.6" Liquid Retina',
            '15.3" Liquid Retina',
            '14.2" Liquid Retina XDR',
            '16.2" Liquid Retina XDR',
          ],
          t * 1.6 - 0.6,
        )
      : gaming
        ? byTier(['15.6" FHD 144Hz', '16" WUXGA 165Hz', '16" QHD+ 240Hz'], t)
        : byTier(['15.6" FHD', '14" FHD+ IPS', '14" 2.8K OLED', '13.4" 3.5K OLED Touch'], t);
    const gpu = apple
      ? 'Integrated 10-core GPU'
      : gaming
        ? byTier(
            [
              'NVIDIA GeForce RTX 3050 6GB',
              'NVIDIA GeForce RTX 4050 6GB',
              'NVIDIA GeForce RTX 4060 8GB',
              'NVIDIA GeForce RTX 4070 8GB',
            ],
            t,
          )
        : cpu.startsWith('AMD')
          ? 'AMD Radeon Graphics'
          : byTier(['Intel UHD Graphics', 'Intel Iris Xe Graphics', 'Intel Arc Graphics'], t);
    const weight = `${(apple ? rng.range(1.2, 2.1) : gaming ? rng.range(2.1, 2.6) : rng.range(1.2, 1.8)).toFixed(2)} kg`;
    const battery = `Up to ${gaming ? rng.int(5, 8) : apple ? rng.int(15, 22) : rng.int(8, 14)} hours`;
    const os = apple ? 'macOS Sonoma' : 'Windows 11 Home, MS Office Home 2021';
    return {
      name: apple
        ? `Apple ${line} Laptop (${ram} Unified Memory, ${storage}, ${colour.name})`
        : `${brand} ${line} ${gaming ? 'Gaming ' : ''}Laptop (${cpu}, ${ram}, ${storage}, ${screen}, ${colour.name})`,
      details: specs(
        rng,
        [
          ['Processor', cpu],
          ['RAM', ram],
          ['Storage', storage],
          ['Display', screen],
        ],
        [
          ['Graphics', gpu],
          ['Battery Life', battery],
          ['Weight', weight],
          ['Operating System', os],
        ],
      ),
      badges: [cpu.replace(/^(Intel|AMD|Apple) /, ''), `${ram} RAM`, storage],
      sentences: [
        `The ${brand} ${line} combines the ${cpu} with ${ram} of memory and a fast ${storage} for ${gaming ? 'high-frame-rate gaming' : 'work, study and entertainment'}.`,
        `Its ${screen} display is bright and crisp, and ${gpu} handles ${gaming ? 'the latest AAA titles' : 'photo editing and streaming'} with ease.`,
        `At ${weight} with ${battery.toLowerCase()} of battery life, it goes wherever your day takes you.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Tablets

const tablets: Family = {
  art: 'tablet',
  weight: 1,
  price: [9999, 119999],
  colours: LAPTOP_COLOURS,
  brands: [
    {
      name: 'Apple',
      lines: ['iPad (10th Gen)', 'iPad Air 11"', 'iPad Pro 11"', 'iPad Pro 13"'],
      tier: [0.4, 1],
    },
    {
      name: 'Samsung',
      lines: ['Galaxy Tab A9', 'Galaxy Tab A9+', 'Galaxy Tab S9 FE', 'Galaxy Tab S9', 'Galaxy Tab S9 Ultra'],
    },
    { name: 'Lenovo', lines: ['Tab M10', 'Tab M11', 'Tab P12', 'Tab P12 Pro'], tier: [0, 0.7] },
    { name: 'Xiaomi', lines: ['Redmi Pad SE', 'Redmi Pad Pro', 'Pad 6'], tier: [0, 0.5] },
    { name: 'OnePlus', lines: ['Pad Go', 'Pad 2'], tier: [0.15, 0.6] },
    { name: 'realme', lines: ['Pad Mini', 'Pad 2'], tier: [0, 0.3] },
  ],
  build({ rng, t, brand, line, colour }) {
    const apple = brand === 'Apple';
    const size = /13"|Ultra/.test(line)
      ? rng.pick(['12.9"', '13"', '14.6"'])
      : byTier(['8.7"', '10.61"', '11"', '11.5"', '12.1"', '12.4"'], t);
    const display = `${size} ${byTier(['HD+ LCD', '2K LCD, 90Hz', '2.5K LCD, 120Hz', '2.8K AMOLED, 144Hz', 'Ultra Retina XDR'], t)}`;
    const chip = apple
      ? byTier(['A14 Bionic', 'M2 chip', 'M4 chip'], t)
      : byTier(
          [
            'MediaTek Helio G99',
            'Snapdragon 680',
            'Snapdragon 7s Gen 2',
            'MediaTek Dimensity 9000',
            'Snapdragon 8 Gen 2',
          ],
          t,
        );
    const ram = byTier(['4GB', '6GB', '8GB', '8GB', '12GB'], t);
    const storage = byTier(['64GB', '128GB', '128GB', '256GB', '512GB'], t);
    const cellular = rng.chance(0.3);
    const battery = `${rng.pick([6000, 7040, 8000, 8840, 9510, 10090])} mAh`;
    return {
      name: `${brand} ${line} Tablet (${size.replace('"', ' inch')}, ${apple ? '' : `${ram} RAM, `}${storage}, ${cellular ? 'Wi-Fi + 5G' : 'Wi-Fi'}, ${colour.name})`,
      details: specs(
        rng,
        [
          ['Display', display],
          ['Processor', chip],
          ['Storage', storage],
          ['Connectivity', cellular ? 'Wi-Fi 6 + 5G' : 'Wi-Fi 6'],
        ],
        [
          ...(apple ? [] : [['RAM', ram] as [string, string]]),
          ['Battery', battery],
          ['Stylus', t > 0.5 ? 'Supported (sold separately)' : 'Not supported'],
          ['Speakers', rng.pick(['Quad speakers with Dolby Atmos', 'Dual stereo speakers'])],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [size.replace('"', '-inch') + ' Display', apple ? chip : `${ram} RAM`, storage],
      sentences: [
        `The ${brand} ${line} puts a ${display} screen and the ${chip} in a slim, light body.`,
        `It is made for binge-watching, note-taking and online classes, with a ${battery} battery that lasts for hours.`,
        `${storage} of storage holds your downloads, and ${cellular ? '5G keeps you connected on the move' : 'Wi-Fi 6 keeps streaming smooth'}.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Headphones

const overEar: Family = {
  art: 'headphones',
  weight: 3,
  price: [1299, 34999],
  colours: AUDIO_COLOURS,
  brands: [
    { name: 'boAt', lines: ['Rockerz 450', 'Rockerz 550', 'Nirvana 751 ANC'], tier: [0, 0.35] },
    { name: 'Sony', lines: ['WH-CH520', 'WH-CH720N', 'WH-1000XM4', 'WH-1000XM5'], tier: [0.2, 1] },
    { name: 'JBL', lines: ['Tune 520BT', 'Tune 770NC', 'Live 770NC', 'Tour One M2'], tier: [0.15, 0.85] },
    { name: 'Sennheiser', lines: ['Accentum', 'Accentum Plus', 'Momentum 4'], tier: [0.5, 0.95] },
    { name: 'Bose', lines: ['QuietComfort 45', 'QuietComfort Ultra'], tier: [0.75, 1] },
  ],
  build({ rng, t, brand, line, colour }) {
    const anc = t > 0.3 || /ANC|NC/.test(line);
    const battery = `Up to ${byTier([40, 50, 60, 30, 30], t)} hours`;
    const driver = `${rng.pick([30, 40, 40, 40, 50])}mm dynamic drivers`;
    return {
      name: `${brand} ${line} Wireless ${anc ? 'Noise Cancelling ' : ''}Over-Ear Headphones (${colour.name})`,
      details: specs(
        rng,
        [
          ['Type', 'Over-ear, wireless'],
          ['Driver Size', driver],
          ['Battery Life', battery],
          [
            'Noise Cancellation',
            anc ? byTier(['Hybrid ANC', 'Adaptive ANC', 'Industry-leading ANC'], t) : 'ENC for calls',
          ],
        ],
        [
          ['Connectivity', `Bluetooth ${rng.pick(['5.2', '5.3'])}, multipoint`],
          ['Charging', `USB-C, ${rng.int(5, 10)} min charge = ${rng.int(3, 5)} hours playback`],
          ['Weight', `${rng.int(200, 320)} g`],
          ['Microphone', `${rng.int(2, 8)} mics for clear calls`],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [
        battery.replace('Up to ', '') + ' Playback',
        anc ? 'Active Noise Cancelling' : 'Deep Bass',
        driver.split(' ')[0] + ' Drivers',
      ],
      sentences: [
        `The ${brand} ${line} delivers rich, detailed sound through ${driver} with ${anc ? 'noise cancellation that shuts out traffic and office chatter' : 'punchy bass tuning'}.`,
        `Soft memory-foam ear cushions keep long listening sessions comfortable, and ${battery.toLowerCase()} of battery covers a week of commutes.`,
        `Multipoint Bluetooth lets you switch between your phone and laptop without re-pairing.`,
      ],
    };
  },
};

const earbuds: Family = {
  art: 'earbuds',
  weight: 4,
  price: [799, 26999],
  colours: AUDIO_COLOURS,
  brands: [
    {
      name: 'boAt',
      lines: ['Airdopes 141', 'Airdopes 161', 'Airdopes 311 Pro', 'Airdopes Alpha'],
      tier: [0, 0.3],
    },
    { name: 'Noise', lines: ['Buds VS104', 'Buds N1', 'Buds X Prime'], tier: [0, 0.3] },
    {
      name: 'OnePlus',
      lines: ['Nord Buds 2r', 'Nord Buds 3 Pro', 'Buds 3', 'Buds Pro 2'],
      tier: [0.15, 0.7],
    },
    { name: 'Sony', lines: ['WF-C500', 'WF-C700N', 'WF-1000XM5'], tier: [0.35, 1] },
    { name: 'Apple', lines: ['AirPods (3rd Gen)', 'AirPods Pro (2nd Gen)'], tier: [0.7, 1] },
    { name: 'JBL', lines: ['Wave Beam', 'Tune Beam', 'Live Pro 2'], tier: [0.2, 0.75] },
    { name: 'Samsung', lines: ['Galaxy Buds FE', 'Galaxy Buds2 Pro'], tier: [0.5, 0.9] },
  ],
  build({ rng, t, brand, line, colour }) {
    const anc = t > 0.35 || rng.chance(0.2);
    const playtime = `Up to ${byTier([24, 30, 40, 50, 36, 30], t)} hours with case`;
    const ip = rng.pick(['IPX4', 'IPX5', 'IP54', 'IP55']);
    return {
      name: `${brand} ${line} True Wireless Earbuds${anc ? ' with ANC' : ''} (${colour.name})`,
      details: specs(
        rng,
        [
          ['Type', 'In-ear, true wireless'],
          ['Driver Size', `${rng.pick([10, 11, 12, 13])}mm`],
          ['Playtime', playtime],
          ['Water Resistance', ip],
        ],
        [
          [
            'Noise Cancellation',
            anc
              ? byTier(['ANC up to 25dB', 'ANC up to 32dB', 'Adaptive ANC up to 45dB'], t)
              : 'ENC with quad mics',
          ],
          ['Latency', `Low-latency gaming mode (${rng.pick([40, 50, 60])}ms)`],
          ['Connectivity', `Bluetooth ${rng.pick(['5.3', '5.4'])}`],
          ['Charging', rng.chance(0.3) ? 'USB-C and Qi wireless' : 'USB-C fast charging'],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [
        playtime.replace('Up to ', '').replace(' with case', ' Playtime'),
        anc ? 'Active Noise Cancelling' : 'Quad Mic ENC',
        ip,
      ],
      sentences: [
        `The ${brand} ${line} earbuds fit snugly and deliver clear vocals with a satisfying bass punch.`,
        `${playtime} means a single charge of the pocketable case lasts for days.`,
        `${ip} sweat and splash resistance makes them a dependable gym and running companion.`,
      ],
    };
  },
};

const neckbands: Family = {
  art: 'neckband',
  weight: 1.5,
  price: [899, 3999],
  colours: AUDIO_COLOURS,
  brands: [
    { name: 'boAt', lines: ['Rockerz 255 Pro+', 'Rockerz 330 ANC'] },
    { name: 'OnePlus', lines: ['Bullets Wireless Z2', 'Bullets Wireless Z2 ANC'] },
    { name: 'realme', lines: ['Buds Wireless 3', 'Buds Wireless 3 Neo'] },
    { name: 'JBL', lines: ['Tune 215BT', 'Live 220BT'] },
  ],
  build({ rng, brand, line, colour }) {
    const hours = rng.pick([20, 25, 30, 40, 60]);
    return {
      name: `${brand} ${line} Bluetooth Neckband with Mic (${colour.name})`,
      details: specs(
        rng,
        [
          ['Type', 'In-ear neckband'],
          ['Battery Life', `Up to ${hours} hours`],
          ['Charging', `USB-C, 10 min = ${rng.int(8, 20)} hours`],
          ['Water Resistance', rng.pick(['IPX4', 'IPX5'])],
        ],
        [
          ['Driver Size', `${rng.pick([10, 11.2, 12.4])}mm`],
          ['Magnetic Earbuds', 'Yes, with auto power-off'],
          ['Connectivity', 'Bluetooth 5.2, dual pairing'],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [`${hours}H Playback`, 'Fast Charging', 'Magnetic Buds'],
      sentences: [
        `The ${brand} ${line} sits comfortably around your neck all day and never falls out on a run.`,
        `Up to ${hours} hours of playback and quick USB-C charging mean you rarely think about the battery.`,
      ],
    };
  },
};

const wired: Family = {
  art: 'wired',
  weight: 1,
  price: [499, 1999],
  colours: AUDIO_COLOURS,
  brands: [
    { name: 'boAt', lines: ['Bassheads 100', 'Bassheads 242'] },
    { name: 'Sony', lines: ['MDR-EX155AP', 'MDR-EX255AP'] },
    { name: 'JBL', lines: ['C100SI', 'Tune 310C'] },
    { name: 'Apple', lines: ['EarPods (USB-C)'] },
  ],
  build({ rng, brand, line, colour }) {
    const jack = /USB-C|310C/.test(line) ? 'USB-C' : '3.5mm jack';
    return {
      name: `${brand} ${line} Wired Earphones with Mic (${colour.name})`,
      details: specs(
        rng,
        [
          ['Type', 'In-ear, wired'],
          ['Connector', jack],
          ['Cable Length', `${rng.pick(['1.2', '1.25', '1.5'])} m, tangle-free`],
          ['Microphone', 'In-line mic with remote'],
        ],
        [
          ['Driver Size', `${rng.pick([9, 10, 12])}mm`],
          ['Frequency Response', '20Hz – 20kHz'],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ),
      badges: [jack, 'In-line Mic', 'Tangle-free Cable'],
      sentences: [
        `The ${brand} ${line} earphones are a simple, reliable pair for calls and music with a ${jack} connector.`,
        `The in-line remote lets you take calls and change tracks without reaching for your phone.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Smartwatches

const smartwatches: Family = {
  art: 'watch',
  weight: 1,
  price: [1499, 89999],
  colours: WATCH_COLOURS,
  brands: [
    { name: 'Noise', lines: ['ColorFit Pulse 4', 'ColorFit Pro 5', 'NoiseFit Halo 2'], tier: [0, 0.25] },
    { name: 'boAt', lines: ['Wave Sigma 3', 'Lunar Discovery', 'Ultima Call Max'], tier: [0, 0.2] },
    { name: 'Fire-Boltt', lines: ['Ninja Call Pro', 'Phoenix Ultra', 'Invincible Plus'], tier: [0, 0.25] },
    { name: 'Amazfit', lines: ['Bip 5', 'Active', 'GTR 4', 'Balance'], tier: [0.2, 0.55] },
    {
      name: 'Samsung',
      lines: ['Galaxy Watch FE', 'Galaxy Watch6', 'Galaxy Watch6 Classic', 'Galaxy Watch Ultra'],
      tier: [0.45, 0.95],
    },
    { name: 'Apple', lines: ['Watch SE (GPS)', 'Watch Series 9 (GPS)', 'Watch Ultra 2'], tier: [0.6, 1] },
    {
      name: 'Garmin',
      lines: ['Forerunner 55', 'Venu Sq 2', 'Forerunner 265', 'Fenix 7 Pro'],
      tier: [0.45, 1],
    },
  ],
  build({ rng, t, brand, line, colour }) {
    const round = /Pulse|Halo|Lunar|Phoenix|Invincible|GTR|Balance|Galaxy|Forerunner|Fenix/.test(line);
    const size = round
      ? rng.pick(['1.39"', '1.43"', '1.45"', '1.5"'])
      : rng.pick(['1.78"', '1.83"', '1.96"', '2.01"']);
    const panel = byTier(['TFT', 'AMOLED', 'AMOLED', 'AMOLED Always-On', 'Sapphire AMOLED'], t);
    const battery =
      t > 0.6 && brand === 'Apple' ? 'Up to 36 hours' : `Up to ${byTier([7, 10, 14, 12, 5, 3], t)} days`;
    const water = byTier(['IP67', 'IP68', '5 ATM', '5 ATM', '10 ATM'], t);
    const strap = rng.pick(['Silicone', 'Silicone', 'Metal Mesh', 'Nylon Sport Loop', 'Leather']);
    return {
      round,
      name: `${brand} ${line} Smart Watch, ${size.replace('"', '-inch')} ${panel.split(' ')[0]} Display${t < 0.4 ? ', Bluetooth Calling' : ''} (${colour.name}, ${strap} Strap)`,
      details: specs(
        rng,
        [
          ['Display', `${size} ${panel}`],
          ['Battery Life', battery],
          ['Water Resistance', water],
          [
            'Health Sensors',
            byTier(
              [
                'Heart rate, SpO2, sleep',
                'Heart rate, SpO2, stress, sleep',
                'ECG, heart rate, SpO2, skin temperature',
              ],
              t,
            ),
          ],
        ],
        [
          ['Calling', 'Bluetooth calling with dial pad'],
          ['GPS', t > 0.4 ? 'Built-in dual-band GPS' : 'Connected GPS (via phone)'],
          ['Strap', strap],
          ['Compatibility', brand === 'Apple' ? 'iPhone' : 'Android and iOS'],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [`${size} ${panel.split(' ')[0]}`, battery.replace('Up to ', '') + ' Battery', water],
      sentences: [
        `The ${brand} ${line} puts a bright ${size} ${panel} display on your wrist with ${round ? 'a classic round' : 'a modern square'} design.`,
        `It tracks heart rate, SpO2, sleep and over 100 sports modes, and ${battery.toLowerCase()} of battery life keeps up with your week.`,
        `${water} water resistance means you can wear it in the rain, the shower or the pool.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Cameras

const interchangeable: Family = {
  art: 'camera',
  weight: 3,
  price: [34999, 249999],
  colours: CAMERA_COLOURS,
  brands: [
    { name: 'Canon', lines: ['EOS 1500D', 'EOS R100', 'EOS R50', 'EOS R10', 'EOS R8', 'EOS R6 Mark II'] },
    { name: 'Nikon', lines: ['D5600', 'Z30', 'Z fc', 'Z5', 'Z6 II'] },
    { name: 'Sony', lines: ['Alpha ZV-E10', 'Alpha 6400', 'Alpha 7 III', 'Alpha 7 IV'], tier: [0.2, 1] },
    { name: 'Fujifilm', lines: ['X-T30 II', 'X-S20', 'X-T5'], tier: [0.35, 0.9] },
  ],
  build({ rng, t, brand, line, colour }) {
    const dslr = /1500D|D5600/.test(line);
    const sensor = byTier(
      [
        '24.1MP APS-C CMOS',
        '24.2MP APS-C CMOS',
        '26.1MP APS-C X-Trans',
        '24.2MP Full-frame CMOS',
        '33MP Full-frame Exmor R',
      ],
      t,
    );
    const lens = byTier(
      ['18-55mm kit lens', '18-45mm kit lens', '18-150mm kit lens', '24-105mm kit lens', 'Body only'],
      t,
    );
    const video = byTier(['Full HD 60fps', '4K 30fps', '4K 60fps', '4K 60fps 10-bit'], t);
    return {
      name: `${brand} ${line} ${dslr ? 'DSLR' : 'Mirrorless'} Camera${lens === 'Body only' ? ' (Body Only)' : ` with ${lens.replace(' kit lens', '')} Lens`} (${colour.name})`,
      details: specs(
        rng,
        [
          ['Sensor', sensor],
          ['Lens', lens],
          ['Video', video],
          [
            'Autofocus',
            byTier(
              [
                '9-point AF',
                'Dual Pixel AF with face detection',
                'Hybrid AF, 425 points, eye tracking',
                'AI subject-detection AF, 759 points',
              ],
              t,
            ),
          ],
        ],
        [
          ['ISO Range', byTier(['100–12800', '100–25600', '100–51200', '100–102400'], t)],
          ['Screen', rng.pick(['3" vari-angle touchscreen', '3" tilting touchscreen', '3" fixed LCD'])],
          ['Stabilisation', t > 0.5 ? '5-axis in-body stabilisation' : 'Lens-based'],
          ['Weight', `${rng.int(350, 720)} g (body)`],
          ['Connectivity', 'Wi-Fi, Bluetooth, USB-C'],
        ],
      ),
      badges: [
        sensor.split(' ')[0]!,
        video,
        lens === 'Body only' ? 'Body Only' : lens.replace(' kit lens', ' Lens'),
      ],
      sentences: [
        `The ${brand} ${line} captures vivid ${sensor.replace(' CMOS', '')} images with natural colours straight out of the camera.`,
        `It records ${video} video, so it works just as well for vlogs and weddings as for travel photos.`,
        `The ${lens === 'Body only' ? 'body-only kit suits photographers who already own lenses' : `bundled ${lens} covers landscapes to portraits`}.`,
      ],
    };
  },
};

const actionCams: Family = {
  art: 'actioncam',
  weight: 1,
  price: [14999, 49999],
  colours: [c('Black', '#111827'), c('Grey', '#4b5563')],
  brands: [
    { name: 'GoPro', lines: ['HERO11 Black', 'HERO12 Black'], tier: [0.4, 1] },
    { name: 'DJI', lines: ['Osmo Action 3', 'Osmo Action 4'], tier: [0.3, 0.9] },
    { name: 'Insta360', lines: ['GO 3', 'Ace Pro', 'X3'], tier: [0.2, 0.9] },
  ],
  build({ rng, t, brand, line, colour }) {
    const video = byTier(['4K 60fps', '4K 120fps', '5.3K 60fps', '8K 24fps'], t);
    return {
      name: `${brand} ${line} Action Camera, ${video} Video (${colour.name})`,
      details: specs(
        rng,
        [
          ['Video', video],
          ['Photo', `${rng.pick([12, 20, 27, 48])}MP`],
          ['Stabilisation', 'HyperSmooth / RockSteady electronic stabilisation'],
          ['Waterproof', `${rng.pick([10, 16, 18])} m without housing`],
        ],
        [
          ['Screens', 'Front and rear touchscreens'],
          ['Battery', `${rng.int(1500, 1800)} mAh, removable`],
          ['Weight', `${rng.int(140, 180)} g`],
        ],
      ),
      badges: [video, 'Waterproof', 'Ultra Stabilised'],
      sentences: [
        `The ${brand} ${line} shoots smooth ${video} footage whether you are biking the Western Ghats or snorkelling in the Andamans.`,
        `Rugged, waterproof and tiny, it clips to helmets, chests and handlebars.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Televisions

const televisions: Family = {
  art: 'tv',
  weight: 1,
  price: [12999, 249999],
  colours: SCREEN_COLOURS.slice(0, 2),
  brands: [
    {
      name: 'Samsung',
      lines: ['Crystal iSmart', 'Crystal 4K Vivid', 'Crystal 4K Vivid Pro', 'Neo QLED QN90C', 'OLED S90C'],
    },
    { name: 'LG', lines: ['LQ64 Series', 'UR7500', 'UR8050', 'QNED80', 'OLED evo C3'] },
    {
      name: 'Sony',
      lines: ['BRAVIA 2', 'BRAVIA X75L', 'BRAVIA X82L', 'BRAVIA 7 Mini LED', 'BRAVIA 8 OLED'],
      tier: [0.2, 1],
    },
    { name: 'Xiaomi', lines: ['Smart TV A', 'Smart TV X', 'Smart TV X Pro', 'QLED TV X'], tier: [0, 0.6] },
    { name: 'TCL', lines: ['S5400', 'P635', 'C645 QLED', 'C755 QD-Mini LED'], tier: [0, 0.7] },
    { name: 'Hisense', lines: ['A4N', 'E7N QLED', 'U7N Mini LED'], tier: [0, 0.7] },
    { name: 'OnePlus', lines: ['Y1S', 'Y1S Pro', 'Q2 Pro QLED'], tier: [0, 0.65] },
  ],
  build({ rng, t, brand, line, colour }) {
    const inches = byTier([32, 40, 43, 43, 50, 55, 55, 65, 65, 75], t);
    const cm = Math.round(inches * 2.54);
    const resolution = inches <= 32 ? 'HD Ready' : inches <= 43 && t < 0.25 ? 'Full HD' : '4K Ultra HD';
    const panel = /OLED/.test(line)
      ? 'OLED'
      : /Mini LED/.test(line)
        ? 'Mini LED'
        : /QLED|QNED/.test(line)
          ? 'QLED'
          : 'LED';
    const os =
      {
        Samsung: 'Tizen',
        LG: 'webOS',
        Sony: 'Google TV',
        Xiaomi: 'Google TV',
        TCL: 'Google TV',
        Hisense: 'VIDAA',
        OnePlus: 'Android TV 11',
      }[brand] ?? 'Google TV';
    const sound = `${byTier([20, 20, 24, 30, 40, 50, 60], t)}W${t > 0.4 ? ', Dolby Atmos' : ''}`;
    return {
      name: `${brand} ${cm} cm (${inches} inch) ${line} ${resolution} Smart ${panel} TV (${colour.name})`,
      details: specs(
        rng,
        [
          ['Screen Size', `${inches}" (${cm} cm)`],
          [
            'Resolution',
            resolution === 'HD Ready'
              ? 'HD Ready (1366 × 768)'
              : resolution === 'Full HD'
                ? 'Full HD (1920 × 1080)'
                : '4K Ultra HD (3840 × 2160)',
          ],
          ['Display', panel],
          ['Smart Platform', os],
        ],
        [
          ['Refresh Rate', t > 0.55 ? '120Hz' : '60Hz'],
          ['Sound Output', sound],
          ['HDR', byTier(['HDR10', 'HDR10, HLG', 'HDR10+, Dolby Vision', 'Dolby Vision IQ'], t)],
          ['Ports', `${rng.int(2, 4)} HDMI (eARC), 2 USB`],
          ['Warranty', rng.pick(['1 Year Comprehensive + 1 Year on Panel', '1 Year Manufacturer Warranty'])],
        ],
      ),
      badges: [
        `${inches}" ${resolution === '4K Ultra HD' ? '4K UHD' : resolution}`,
        panel === 'LED' ? `${sound.split(',')[0]} Sound` : panel,
        os,
      ],
      sentences: [
        `The ${brand} ${line} brings a ${inches}-inch ${resolution} ${panel} picture with lifelike colour and deep contrast to your living room.`,
        `${os} puts Netflix, Prime Video, JioCinema and YouTube a click away, and ${sound} audio fills the room.`,
        `Free standard installation is offered in most Indian cities.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Gaming

const consoles: Family = {
  art: 'console',
  weight: 2,
  price: [27999, 69999],
  colours: CONSOLE_COLOURS.slice(0, 2),
  brands: [
    {
      name: 'Sony',
      lines: ['PlayStation 5 Slim Digital Edition', 'PlayStation 5 Slim Disc Edition', 'PlayStation 5 Pro'],
      tier: [0.35, 1],
    },
    { name: 'Microsoft', lines: ['Xbox Series S 512GB', 'Xbox Series S 1TB', 'Xbox Series X'] },
  ],
  build({ rng, t, brand, line, colour }) {
    const storage = /1TB|Slim|Series X/.test(line) ? '1TB SSD' : /Pro/.test(line) ? '2TB SSD' : '512GB SSD';
    const res = /Series S/.test(line) ? 'Up to 1440p at 120fps' : 'Up to 4K at 120fps';
    return {
      name: `${brand} ${line} Gaming Console (${colour.name})${rng.chance(0.35) ? ' with Extra Controller' : ''}`,
      details: specs(
        rng,
        [
          ['Storage', storage],
          ['Resolution', res],
          ['Controller', brand === 'Sony' ? 'DualSense wireless controller' : 'Xbox Wireless Controller'],
          ['Disc Drive', /Digital|Series S/.test(line) ? 'No (digital only)' : 'Ultra HD Blu-ray'],
        ],
        [
          ['Ray Tracing', 'Hardware-accelerated'],
          ['Audio', brand === 'Sony' ? 'Tempest 3D AudioTech' : 'Dolby Atmos, DTS:X'],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ),
      badges: [storage, res.replace('Up to ', ''), t > 0.5 ? 'Ray Tracing' : 'Quick Resume'],
      sentences: [
        `The ${brand} ${line} loads games in seconds from its ${storage} and plays them ${res.toLowerCase()}.`,
        `Ray-traced lighting, 3D audio and a huge library of exclusives make it the centre of any gaming setup.`,
      ],
    };
  },
};

const handhelds: Family = {
  art: 'handheld',
  weight: 1,
  price: [19999, 79999],
  colours: [c('White', '#f1f5f9'), c('Black', '#111827'), c('Neon Red/Blue', '#ef4444')],
  brands: [
    { name: 'Nintendo', lines: ['Switch Lite', 'Switch', 'Switch OLED Model'], tier: [0, 0.45] },
    { name: 'ASUS', lines: ['ROG Ally Z1', 'ROG Ally Z1 Extreme'], tier: [0.5, 1] },
    { name: 'Lenovo', lines: ['Legion Go'], tier: [0.7, 1] },
  ],
  build({ rng, brand, line, colour }) {
    const nintendo = brand === 'Nintendo';
    const screen = nintendo
      ? /OLED/.test(line)
        ? '7" OLED'
        : /Lite/.test(line)
          ? '5.5" LCD'
          : '6.2" LCD'
      : line === 'Legion Go'
        ? '8.8" QHD+ 144Hz'
        : '7" FHD 120Hz';
    return {
      name: `${brand} ${line} Handheld Gaming Console (${colour.name})`,
      details: specs(
        rng,
        [
          ['Display', screen],
          ['Storage', nintendo ? (/OLED/.test(line) ? '64GB' : '32GB') : '512GB SSD'],
          ['Battery', nintendo ? 'Up to 9 hours' : 'Up to 4 hours'],
          ['Platform', nintendo ? 'Nintendo Switch' : 'Windows 11 (Steam, Xbox Game Pass)'],
        ],
        [
          ['Weight', `${rng.int(275, 850)} g`],
          ['Connectivity', 'Wi-Fi 6, Bluetooth 5.2'],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ),
      badges: [
        screen,
        nintendo ? 'Play Anywhere' : 'PC Games On The Go',
        nintendo ? 'Up to 9h Battery' : '512GB SSD',
      ],
      sentences: [
        `The ${brand} ${line} takes your games anywhere with a ${screen} screen and comfortable built-in controls.`,
        nintendo
          ? 'Play Mario, Zelda and Pokémon at home or on the train.'
          : 'It runs your Steam and Game Pass library at full speed, wherever you are.',
      ],
    };
  },
};

const controllers: Family = {
  art: 'controller',
  weight: 1.2,
  price: [1999, 6999],
  colours: [
    c('White', '#f1f5f9'),
    c('Midnight Black', '#111827'),
    c('Cosmic Red', '#b91c1c'),
    c('Starlight Blue', '#3b82f6'),
  ],
  brands: [
    { name: 'Sony', lines: ['DualSense Wireless Controller', 'DualSense Edge'], tier: [0.5, 1] },
    { name: 'Microsoft', lines: ['Xbox Wireless Controller', 'Xbox Elite Series 2 Core'], tier: [0.45, 1] },
    { name: '8BitDo', lines: ['Ultimate C', 'Ultimate Bluetooth'], tier: [0, 0.5] },
    { name: 'Cosmic Byte', lines: ['Stellaris', 'Ares Wireless'], tier: [0, 0.3] },
  ],
  build({ rng, brand, line, colour }) {
    return {
      name: `${brand} ${line} Gamepad (${colour.name})`,
      details: specs(
        rng,
        [
          [
            'Compatibility',
            brand === 'Sony'
              ? 'PS5, PC'
              : brand === 'Microsoft'
                ? 'Xbox Series X|S, Xbox One, PC'
                : 'PC, Android, Switch',
          ],
          ['Connectivity', 'Wireless (Bluetooth / 2.4GHz) and USB-C'],
          ['Battery', `Up to ${rng.int(12, 40)} hours`],
          ['Vibration', brand === 'Sony' ? 'Haptic feedback, adaptive triggers' : 'Dual rumble motors'],
        ],
        [
          ['Weight', `${rng.int(210, 345)} g`],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ),
      badges: ['Wireless', brand === 'Sony' ? 'Haptic Feedback' : 'Dual Rumble', 'USB-C'],
      sentences: [
        `The ${brand} ${line} feels solid in the hand, with precise sticks and responsive triggers.`,
        `Pair it wirelessly or plug in over USB-C for lag-free play.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Speakers

const portableSpeakers: Family = {
  art: 'speaker',
  weight: 3,
  price: [999, 24999],
  colours: SPEAKER_COLOURS,
  brands: [
    { name: 'boAt', lines: ['Stone 350', 'Stone 1200', 'Stone Grenade'], tier: [0, 0.3] },
    { name: 'JBL', lines: ['Go 4', 'Clip 5', 'Flip 6', 'Charge 5', 'Xtreme 3'], tier: [0.2, 0.9] },
    { name: 'Sony', lines: ['SRS-XB100', 'ULT Field 1', 'ULT Field 7'], tier: [0.25, 1] },
    { name: 'Marshall', lines: ['Emberton II', 'Middleton'], tier: [0.6, 1] },
    { name: 'Ultimate Ears', lines: ['Wonderboom 4', 'Boom 3'], tier: [0.35, 0.75] },
    { name: 'Bose', lines: ['SoundLink Micro', 'SoundLink Flex'], tier: [0.5, 0.8] },
  ],
  build({ rng, t, brand, line, colour }) {
    const watts = byTier([5, 10, 14, 20, 30, 40, 60], t);
    const hours = rng.pick([8, 10, 12, 15, 20, 24]);
    return {
      name: `${brand} ${line} Portable Bluetooth Speaker, ${watts}W (${colour.name})`,
      details: specs(
        rng,
        [
          ['Output Power', `${watts}W RMS`],
          ['Battery Life', `Up to ${hours} hours`],
          ['Water Resistance', rng.pick(['IPX5', 'IPX7', 'IP67'])],
          ['Connectivity', `Bluetooth ${rng.pick(['5.1', '5.3'])}${rng.chance(0.4) ? ', AUX' : ''}`],
        ],
        [
          ['Party Mode', 'Pair two or more speakers'],
          ['Weight', `${rng.int(210, 2000)} g`],
          ['Charging', 'USB-C'],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [`${watts}W Sound`, `${hours}H Playback`, 'Waterproof'],
      sentences: [
        `The ${brand} ${line} fills the room with ${watts}W of clear, bass-rich sound from a speaker that fits in your bag.`,
        `Up to ${hours} hours of playback and a waterproof build make it ready for house parties, picnics and the beach.`,
      ],
    };
  },
};

const soundbars: Family = {
  art: 'soundbar',
  weight: 2,
  price: [4999, 79999],
  colours: [c('Black', '#111827'), c('Titan Grey', '#374151')],
  brands: [
    { name: 'boAt', lines: ['Aavante Bar 1160', 'Aavante Bar 2000'], tier: [0, 0.25] },
    { name: 'Samsung', lines: ['HW-B450', 'HW-Q600C', 'HW-Q990C'] },
    { name: 'Sony', lines: ['HT-S20R', 'HT-S400', 'HT-A7000'], tier: [0.1, 1] },
    { name: 'JBL', lines: ['Bar 300', 'Bar 500', 'Bar 1000'], tier: [0.3, 0.95] },
    { name: 'Bose', lines: ['TV Speaker', 'Smart Soundbar 600'], tier: [0.5, 0.9] },
  ],
  build({ rng, t, brand, line, colour }) {
    const watts = byTier([120, 160, 300, 400, 500, 800], t);
    const channels = byTier(['2.1', '2.1', '3.1', '5.1', '5.1.2', '7.1.4'], t);
    return {
      name: `${brand} ${line} ${channels} Channel Soundbar with Wireless Subwoofer, ${watts}W (${colour.name})`,
      details: specs(
        rng,
        [
          ['Channels', channels],
          ['Output Power', `${watts}W`],
          ['Subwoofer', 'Wireless subwoofer'],
          ['Connectivity', 'HDMI eARC, Optical, Bluetooth'],
        ],
        [
          ['Dolby Atmos', t > 0.45 ? 'Yes' : 'No'],
          ['Remote', 'Yes, and TV remote control via HDMI-CEC'],
          ['Wall Mountable', 'Yes, bracket included'],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [`${channels} Channel`, `${watts}W Output`, t > 0.45 ? 'Dolby Atmos' : 'Wireless Subwoofer'],
      sentences: [
        `The ${brand} ${line} turns TV nights into a cinema with ${watts}W of ${channels}-channel surround sound.`,
        `Dialogue stays clear even at low volume, and the wireless subwoofer adds deep, room-shaking bass for action movies and cricket matches.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Monitors

const monitors: Family = {
  art: 'monitor',
  weight: 1,
  price: [6999, 129999],
  colours: SCREEN_COLOURS,
  brands: [
    { name: 'Dell', lines: ['S2421HN', 'S2721QS', 'G2724D', 'U2723QE', 'Alienware AW3423DWF'] },
    { name: 'LG', lines: ['22MP400', '24MR400', '27GP850', '27UP850N', 'UltraGear 45GR95QE'] },
    {
      name: 'Samsung',
      lines: ['Essential S3', 'Odyssey G5', 'Odyssey G7', 'ViewFinity S8', 'Odyssey OLED G9'],
    },
    {
      name: 'ASUS',
      lines: ['VY249HE', 'TUF Gaming VG27AQ', 'ProArt PA278CV', 'ROG Swift PG27AQDM'],
      tier: [0, 0.85],
    },
    { name: 'BenQ', lines: ['GW2490', 'EW2780U', 'MOBIUZ EX2710Q', 'PD2705U'], tier: [0.05, 0.7] },
    { name: 'Acer', lines: ['EK220Q', 'Nitro VG240Y', 'Predator XB273K'], tier: [0, 0.75] },
  ],
  build({ rng, t, brand, line, colour }) {
    const size = byTier(['21.5"', '23.8"', '24"', '27"', '27"', '32"', '34"'], t);
    const res = byTier(
      [
        'Full HD 1920×1080',
        'Full HD 1920×1080',
        'QHD 2560×1440',
        'QHD 2560×1440',
        '4K UHD 3840×2160',
        'UWQHD 3440×1440',
      ],
      t,
    );
    const panel = /OLED|AW3423/.test(line) ? 'OLED' : rng.pick(['IPS', 'IPS', 'VA']);
    const hz = /Odyssey|Nitro|TUF|ROG|UltraGear|MOBIUZ|Predator|G27|GP850|Alienware/.test(line)
      ? byTier([144, 165, 180, 240], t)
      : rng.pick([75, 100, 60]);
    const resShort = res.split(' ')[0] === '4K' ? '4K UHD' : res.split(' ')[0]!;
    return {
      name: `${brand} ${size.replace('"', ' inch')} ${line} ${resShort} ${panel} Monitor (${hz}Hz, ${colour.name})`,
      details: specs(
        rng,
        [
          ['Screen Size', size],
          ['Resolution', res],
          ['Panel', panel],
          ['Refresh Rate', `${hz}Hz`],
        ],
        [
          ['Response Time', hz >= 144 ? '1ms (GtG)' : '5ms (GtG)'],
          [
            'Ports',
            rng.pick(['HDMI 2.0, DisplayPort 1.4', 'HDMI, VGA', 'HDMI 2.1 ×2, DisplayPort, USB-C 65W']),
          ],
          ['HDR', t > 0.45 ? 'HDR400' : 'HDR10'],
          ['Adjustability', t > 0.4 ? 'Height, tilt, swivel, pivot' : 'Tilt'],
          ['Warranty', '3 Years Manufacturer Warranty'],
        ],
      ),
      badges: [`${size} ${resShort}`, `${hz}Hz`, panel],
      sentences: [
        `The ${brand} ${line} is a ${size} ${res.split(' ')[0]} ${panel} monitor with accurate colours and wide viewing angles.`,
        hz >= 144
          ? `Its ${hz}Hz refresh rate and fast response keep competitive games smooth and tear-free.`
          : 'Flicker-free, low-blue-light panels keep long spreadsheet days easy on the eyes.',
        `Slim bezels make it ideal for a dual-monitor setup.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Accessories

const powerbanks: Family = {
  art: 'powerbank',
  weight: 1,
  price: [699, 3999],
  colours: ACCESSORY_COLOURS,
  brands: [
    { name: 'Xiaomi', lines: ['Power Bank 3i', 'Pocket Power Bank Pro'] },
    { name: 'Ambrane', lines: ['Stylo 10K', 'Stylo 20K', 'PowerLit Ultra'] },
    { name: 'Anker', lines: ['PowerCore 10000', 'PowerCore 20K', '737 Power Bank'], tier: [0.4, 1] },
    { name: 'boAt', lines: ['EnergyShroom PB300', 'EnergyShroom PB400'] },
  ],
  build({ rng, t, brand, line, colour }) {
    const mah = byTier([10000, 10000, 20000, 20000, 24000], t);
    const watts = byTier([12, 20, 22.5, 45, 65], t);
    return {
      name: `${brand} ${line} ${mah} mAh Power Bank, ${watts}W Fast Charging (${colour.name})`,
      details: specs(
        rng,
        [
          ['Capacity', `${mah} mAh`],
          ['Output', `${watts}W, Power Delivery and Quick Charge`],
          ['Ports', rng.pick(['2× USB-A, 1× USB-C', '1× USB-A, 1× USB-C', '2× USB-C, 1× USB-A'])],
          ['Weight', `${rng.int(180, 450)} g`],
        ],
        [
          ['Input', 'USB-C 18W'],
          ['Safety', '12-layer circuit protection'],
          ['Warranty', '6 Months Manufacturer Warranty'],
        ],
      ),
      badges: [`${mah / 1000}K mAh`, `${watts}W Fast Charge`, 'Type-C PD'],
      sentences: [
        `The ${brand} ${line} packs ${mah} mAh into a compact shell, enough for ${mah >= 20000 ? 'four' : 'two'} full phone charges.`,
        `${watts}W fast charging tops up phones, earbuds and even some laptops on the go.`,
      ],
    };
  },
};

const chargers: Family = {
  art: 'charger',
  weight: 1,
  price: [499, 4999],
  colours: ACCESSORY_COLOURS.slice(0, 2),
  brands: [
    {
      name: 'Apple',
      lines: ['20W USB-C Power Adapter', '35W Dual USB-C Port Compact Power Adapter'],
      tier: [0.3, 0.9],
    },
    { name: 'Samsung', lines: ['25W Travel Adapter', '45W Super Fast Charger'], tier: [0.2, 0.7] },
    { name: 'Anker', lines: ['511 Nano 3', '713 Nano II', '735 GaNPrime 65W'], tier: [0.2, 1] },
    { name: 'Portronics', lines: ['Adapto 20', 'Adapto 45', 'Adapto 65 GaN'], tier: [0, 0.6] },
  ],
  build({ rng, t, brand, line, colour }) {
    const watts = Number(/(\d+)W/.exec(line)?.[1] ?? byTier([20, 30, 45, 65], t));
    const gan = /GaN|Nano|Adapto 65/.test(line);
    return {
      name: `${brand} ${line}${/W/.test(line) ? '' : ` ${watts}W`} Wall Charger${gan ? ' (GaN)' : ''} (${colour.name})`,
      details: specs(
        rng,
        [
          ['Output', `${watts}W`],
          ['Ports', watts >= 45 ? '2× USB-C, 1× USB-A' : '1× USB-C'],
          ['Technology', gan ? 'Gallium Nitride (GaN), PD 3.0, PPS' : 'USB Power Delivery 3.0'],
          ['Plug Type', 'Indian 2-pin (Type C/D compatible)'],
        ],
        [
          ['Cable Included', rng.chance(0.5) ? 'Yes, 1 m USB-C to USB-C' : 'No'],
          ['Compatible With', 'iPhone, Android phones, iPad, tablets, laptops (65W)'],
          ['Warranty', rng.pick(['6 Months', '1 Year', '18 Months'])],
        ],
      ),
      badges: [`${watts}W PD`, gan ? 'GaN Technology' : 'Fast Charging', 'Over-heat Protection'],
      sentences: [
        `The ${brand} ${line} charges your phone to 50% in about 30 minutes with ${watts}W USB Power Delivery.`,
        `${gan ? 'GaN technology keeps it small and cool.' : 'Built-in protection guards against surges, heat and short circuits.'}`,
      ],
    };
  },
};

const mice: Family = {
  art: 'mouse',
  weight: 1,
  price: [499, 9999],
  colours: ACCESSORY_COLOURS,
  brands: [
    {
      name: 'Logitech',
      lines: ['M331 Silent Plus', 'Pebble M350', 'MX Anywhere 3S', 'G502 HERO', 'MX Master 3S'],
    },
    { name: 'HP', lines: ['Z3700', '240 Bluetooth'], tier: [0, 0.3] },
    { name: 'Razer', lines: ['DeathAdder Essential', 'Basilisk V3', 'DeathAdder V3 Pro'], tier: [0.3, 1] },
    { name: 'Zebronics', lines: ['Zeb-Transformer-M', 'Zeb-Dash Plus'], tier: [0, 0.2] },
  ],
  build({ rng, t, brand, line, colour }) {
    const gaming = /G502|Razer|DeathAdder|Basilisk|Transformer/.test(line) || brand === 'Razer';
    const dpi = byTier([1000, 1600, 4000, 8000, 25600, 30000], t);
    return {
      name: `${brand} ${line} ${rng.chance(0.6) ? 'Wireless ' : ''}${gaming ? 'Gaming ' : ''}Mouse (${colour.name})`,
      details: specs(
        rng,
        [
          ['Connectivity', rng.pick(['2.4GHz USB receiver', 'Bluetooth + 2.4GHz', 'Wired USB'])],
          ['DPI', `Up to ${dpi.toLocaleString('en-IN')}`],
          ['Buttons', `${gaming ? rng.int(6, 11) : rng.int(3, 7)}`],
          [
            'Battery',
            rng.pick(['1× AA, up to 18 months', 'Rechargeable, up to 70 days', 'Not applicable (wired)']),
          ],
        ],
        [
          ['Weight', `${rng.int(60, 141)} g`],
          ['Silent Clicks', rng.chance(0.5) ? 'Yes' : 'No'],
          ['Warranty', rng.pick(['1 Year', '2 Years', '3 Years'])],
        ],
      ),
      badges: [
        `${dpi.toLocaleString('en-IN')} DPI`,
        gaming ? 'RGB Lighting' : 'Silent Clicks',
        'Ergonomic Grip',
      ],
      sentences: [
        `The ${brand} ${line} glides precisely with a ${dpi.toLocaleString('en-IN')} DPI sensor and a shape that fits your palm.`,
        gaming
          ? 'Programmable buttons and RGB lighting give you an edge in every match.'
          : 'Quiet clicks and long battery life make it perfect for the office and late-night work.',
      ],
    };
  },
};

const keyboards: Family = {
  art: 'keyboard',
  weight: 1,
  price: [599, 14999],
  colours: ACCESSORY_COLOURS.slice(0, 3),
  brands: [
    { name: 'Logitech', lines: ['K120', 'K380 Multi-Device', 'G413 SE', 'MX Keys S'] },
    { name: 'Redragon', lines: ['K552 Kumara', 'K617 Fizz'], tier: [0.2, 0.45] },
    { name: 'Keychron', lines: ['K2 Wireless', 'K8 Pro', 'Q1 Pro'], tier: [0.5, 1] },
    { name: 'Zebronics', lines: ['Zeb-K20', 'Max Ninja'], tier: [0, 0.25] },
  ],
  build({ rng, t, brand, line, colour }) {
    const mech = /G413|Kumara|Fizz|Keychron|K2|K8|Q1|Ninja/.test(line) || brand === 'Keychron';
    return {
      name: `${brand} ${line} ${mech ? 'Mechanical' : 'Wireless'} Keyboard (${colour.name})`,
      details: specs(
        rng,
        [
          ['Type', mech ? 'Mechanical' : 'Membrane / scissor'],
          ['Layout', rng.pick(['Full size (104 keys)', 'TKL (87 keys)', '75% compact', 'Compact (84 keys)'])],
          [
            'Connectivity',
            rng.pick(['Wired USB', 'Bluetooth, up to 3 devices', 'Bluetooth + 2.4GHz + USB-C']),
          ],
          ['Backlight', t > 0.3 ? 'RGB backlight' : 'None'],
        ],
        [
          [
            'Switches',
            mech
              ? rng.pick(['Gateron Brown', 'Outemu Red', 'Hot-swappable Blue', 'Romer-G Tactile'])
              : 'Low-profile',
          ],
          ['Compatibility', 'Windows, macOS, Android, iPadOS'],
          ['Warranty', rng.pick(['1 Year', '2 Years'])],
        ],
      ),
      badges: [
        mech ? 'Mechanical Switches' : 'Quiet Typing',
        t > 0.3 ? 'RGB Backlit' : 'Spill Resistant',
        'Multi-device',
      ],
      sentences: [
        `The ${brand} ${line} makes long typing sessions comfortable with ${mech ? 'crisp, tactile mechanical switches' : 'quiet, low-profile keys'}.`,
        `It works with Windows, macOS and Android, and switches between devices at the press of a key.`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// Smart home

const bulbs: Family = {
  art: 'bulb',
  weight: 1,
  price: [499, 1999],
  colours: [c('Warm White + 16M Colours', '#f8fafc')],
  brands: [
    { name: 'Wipro', lines: ['Garnet 9W Smart LED Bulb', 'Garnet 12.5W Smart LED Bulb'] },
    { name: 'Philips', lines: ['WiZ 9W Wi-Fi Bulb', 'Hue White and Colour Ambiance'], tier: [0.3, 1] },
    { name: 'Halonix', lines: ['Prime 9W Smart Bulb'] },
    { name: 'Syska', lines: ['RGB Smart LED 9W'] },
  ],
  build({ rng, brand, line }) {
    return {
      name: `${brand} ${line} (B22 Base, Works with Alexa and Google Assistant)`,
      details: specs(
        rng,
        [
          ['Wattage', /(\d+(\.\d)?W)/.exec(line)?.[1] ?? '9W'],
          ['Colours', '16 million colours + tunable white'],
          ['Connectivity', 'Wi-Fi 2.4GHz, no hub required'],
          ['Voice Assistant', 'Amazon Alexa, Google Assistant'],
        ],
        [
          ['Base', 'B22'],
          ['Lifetime', '25,000 hours'],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ),
      badges: ['16M Colours', 'Voice Control', 'No Hub Needed'],
      sentences: [
        `The ${brand} ${line} lets you set the mood with 16 million colours and tunable white light.`,
        'Control it from your phone or by voice with Alexa and Google Assistant, and set schedules for waking up and winding down.',
      ],
    };
  },
};

const plugs: Family = {
  art: 'plug',
  weight: 0.8,
  price: [699, 1999],
  colours: [c('White', '#f8fafc')],
  brands: [
    { name: 'Wipro', lines: ['10A Smart Plug', '16A Smart Plug'] },
    { name: 'TP-Link', lines: ['Tapo P100 Mini Smart Plug', 'Tapo P110 with Energy Monitoring'] },
    { name: 'Qubo', lines: ['16A Smart Plug'] },
  ],
  build({ rng, brand, line }) {
    const amps = /16A/.test(line) ? '16A' : '10A';
    return {
      name: `${brand} ${line} (${amps}, Wi-Fi, Works with Alexa and Google Assistant)`,
      details: specs(
        rng,
        [
          ['Rating', `${amps}, 230V`],
          ['Connectivity', 'Wi-Fi 2.4GHz'],
          ['Voice Assistant', 'Amazon Alexa, Google Assistant'],
          ['Scheduling', 'Timers, schedules and away mode'],
        ],
        [
          ['Energy Monitoring', /Energy|16A/.test(line) ? 'Yes' : 'No'],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ),
      badges: [amps === '16A' ? 'For ACs & Geysers' : 'For Lamps & Fans', 'Voice Control', 'Schedules'],
      sentences: [
        `The ${brand} ${line} makes any appliance smart: switch ${amps === '16A' ? 'geysers and ACs' : 'lamps, fans and chargers'} on and off from anywhere.`,
        'Set schedules and timers so the geyser is hot before you wake up.',
      ],
    };
  },
};

const securityCams: Family = {
  art: 'securitycam',
  weight: 1.5,
  price: [1499, 9999],
  colours: [c('White', '#f8fafc')],
  brands: [
    { name: 'TP-Link', lines: ['Tapo C200', 'Tapo C210', 'Tapo C320WS Outdoor'] },
    { name: 'Qubo', lines: ['Home Security Camera 360', 'Outdoor Security Camera Pro'] },
    { name: 'Xiaomi', lines: ['360 Home Security Camera 2K', 'Outdoor Camera AW300'] },
    { name: 'CP Plus', lines: ['EZYKAM+ 3MP'] },
  ],
  build({ rng, t, brand, line }) {
    const res = byTier(['1080p Full HD', '2K (3MP)', '2K QHD (4MP)'], t);
    return {
      name: `${brand} ${line} Wi-Fi Security Camera, ${res}, Night Vision, Two-way Audio`,
      details: specs(
        rng,
        [
          ['Resolution', res],
          ['Field of View', /360/.test(line) ? '360° pan, 114° tilt' : `${rng.int(100, 130)}° wide angle`],
          ['Night Vision', `Up to ${rng.pick([9, 10, 30])} m infrared`],
          ['Storage', 'microSD up to 256GB, cloud'],
        ],
        [
          ['Motion Detection', 'Person detection with instant alerts'],
          ['Audio', 'Two-way talk'],
          ['Connectivity', 'Wi-Fi 2.4GHz'],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [res.split(' ')[0]!, 'Night Vision', 'Motion Alerts'],
      sentences: [
        `The ${brand} ${line} keeps an eye on your home in ${res} with clear infrared night vision.`,
        'Get an alert on your phone when it spots a person, and talk to visitors or the delivery person through the built-in speaker.',
      ],
    };
  },
};

const smartSpeakers: Family = {
  art: 'smartspeaker',
  weight: 1.5,
  price: [2999, 24999],
  colours: HOME_COLOURS,
  brands: [
    { name: 'Amazon', lines: ['Echo Pop', 'Echo Dot (5th Gen)', 'Echo Show 5', 'Echo Studio'] },
    { name: 'Google', lines: ['Nest Mini', 'Nest Audio', 'Nest Hub (2nd Gen)'], tier: [0, 0.6] },
  ],
  build({ rng, brand, line, colour }) {
    const assistant = brand === 'Amazon' ? 'Alexa' : 'Google Assistant';
    return {
      name: `${brand} ${line} Smart Speaker with ${assistant} (${colour.name})`,
      details: specs(
        rng,
        [
          ['Voice Assistant', assistant],
          [
            'Speaker',
            /Studio|Audio/.test(line)
              ? 'Woofer + tweeters, room-filling sound'
              : '1.73" front-firing speaker',
          ],
          ['Connectivity', 'Wi-Fi, Bluetooth'],
          ['Smart Home', 'Controls compatible lights, plugs, ACs and cameras'],
        ],
        [
          ['Languages', 'English, Hindi, Hinglish'],
          ['Privacy', 'Microphone off button'],
          ['Warranty', '1 Year Manufacturer Warranty'],
        ],
      ),
      badges: [assistant, 'Hindi & English', 'Smart Home Hub'],
      sentences: [
        `Ask ${assistant} on the ${brand} ${line} to play Bollywood hits, read the news, set alarms or tell you the cricket score.`,
        'It understands English and Hindi and controls your compatible smart lights and plugs by voice.',
      ],
    };
  },
};

const robotVacs: Family = {
  art: 'robotvac',
  weight: 0.8,
  price: [14999, 59999],
  colours: [c('White', '#f8fafc'), c('Black', '#111827')],
  brands: [
    { name: 'Xiaomi', lines: ['Robot Vacuum-Mop 2i', 'Robot Vacuum S10'] },
    { name: 'Eureka Forbes', lines: ['SmartClean LiDAR', 'NetBot X1'] },
    { name: 'ILIFE', lines: ['A30 Pro', 'T20s'] },
    { name: 'Roborock', lines: ['Q7 Max', 'S8'], tier: [0.5, 1] },
  ],
  build({ rng, t, brand, line, colour }) {
    const suction = byTier([2200, 2700, 4000, 5100, 6000], t);
    return {
      name: `${brand} ${line} Robot Vacuum Cleaner with Mop, LiDAR Navigation (${colour.name})`,
      details: specs(
        rng,
        [
          ['Suction Power', `${suction} Pa`],
          ['Navigation', t > 0.3 ? 'LiDAR laser navigation with room mapping' : 'Gyroscope navigation'],
          ['Battery', `${rng.pick([2600, 3200, 5200])} mAh, up to ${rng.int(110, 180)} min`],
          ['Mopping', '2-in-1 vacuum and mop with water tank'],
        ],
        [
          ['Dustbin', `${rng.pick([300, 470, 600])} ml`],
          ['App Control', 'Yes, with no-go zones and schedules'],
          ['Warranty', rng.pick(WARRANTY)],
        ],
      ),
      badges: [`${suction} Pa Suction`, 'LiDAR Mapping', 'Vacuum + Mop'],
      sentences: [
        `The ${brand} ${line} sweeps and mops your floors daily with ${suction} Pa suction, so dust never builds up.`,
        'It maps every room, avoids stairs and returns to its dock to charge on its own.',
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------------

export const CATEGORIES: readonly CategoryDef[] = [
  {
    name: 'Smartphones',
    description:
      'The latest 5G phones from Samsung, Apple, OnePlus, Xiaomi and more, from budget picks to flagships.',
    weight: 40,
    families: [smartphones],
    tile: { colour: '#4f46e5', accent: '#ec4899' },
  },
  {
    name: 'Laptops',
    description: 'Thin-and-light, business and gaming laptops for work, study and play.',
    weight: 30,
    families: [laptops],
    tile: { colour: '#94a3b8', accent: '#0ea5e9' },
  },
  {
    name: 'Tablets',
    description: 'iPads and Android tablets for streaming, note-taking and online classes.',
    weight: 20,
    families: [tablets],
    tile: { colour: '#64748b', accent: '#f59e0b' },
  },
  {
    name: 'Headphones',
    description: 'Wireless earbuds, noise-cancelling headphones, neckbands and wired earphones.',
    weight: 35,
    families: [earbuds, overEar, neckbands, wired],
    tile: { colour: '#0f766e', accent: '#f97316' },
  },
  {
    name: 'Smartwatches',
    description: 'Fitness trackers and smartwatches with calling, GPS and health sensors.',
    weight: 25,
    families: [smartwatches],
    tile: { colour: '#1f2937', accent: '#22c55e' },
  },
  {
    name: 'Cameras',
    description: 'Mirrorless, DSLR and action cameras for creators, travellers and weddings.',
    weight: 18,
    families: [interchangeable, actionCams],
    tile: { colour: '#1f2937', accent: '#eab308' },
  },
  {
    name: 'Televisions',
    description: 'Smart LED, QLED and OLED TVs from 32 to 75 inches.',
    weight: 22,
    families: [televisions],
    tile: { colour: '#111827', accent: '#6366f1' },
  },
  {
    name: 'Gaming Consoles',
    description: 'PlayStation, Xbox and Nintendo consoles, handhelds and controllers.',
    weight: 12,
    families: [consoles, handhelds, controllers],
    tile: { colour: '#f1f5f9', accent: '#3b82f6' },
  },
  {
    name: 'Speakers',
    description: 'Portable Bluetooth speakers and home-theatre soundbars.',
    weight: 25,
    families: [portableSpeakers, soundbars],
    tile: { colour: '#dc2626', accent: '#facc15' },
  },
  {
    name: 'Monitors',
    description: 'Office, creator and high-refresh gaming monitors.',
    weight: 20,
    families: [monitors],
    tile: { colour: '#111827', accent: '#14b8a6' },
  },
  {
    name: 'Accessories',
    description: 'Power banks, fast chargers, mice and keyboards.',
    weight: 30,
    families: [powerbanks, chargers, mice, keyboards],
    tile: { colour: '#2563eb', accent: '#f43f5e' },
  },
  {
    name: 'Smart Home',
    description: 'Smart speakers, bulbs, plugs, security cameras and robot vacuums.',
    weight: 23,
    families: [smartSpeakers, securityCams, bulbs, plugs, robotVacs],
    tile: { colour: '#e2e8f0', accent: '#8b5cf6' },
  },
];

/** Generic closing sentences for descriptions. */
export const CLOSING_SENTENCES = [
  'Comes with a GST invoice and the full manufacturer warranty.',
  'Easy 7-day replacement if it arrives damaged or defective.',
  'Ships in original sealed packaging from a verified ElectroHub seller.',
  'Pay securely online; free delivery on this item across India.',
  'Genuine product, sourced directly from the brand’s authorised distributor.',
];
