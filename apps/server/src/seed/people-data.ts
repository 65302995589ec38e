/** Names, places and words for the demo's buyers, sellers, reviews and messages (all invented). */
import type { Rng } from './random.ts';

// prettier-ignore
export const MALE_NAMES = [
  'Aarav', 'Vihaan', 'Arjun', 'Rohan', 'Karthik', 'Siddharth', 'Aditya', 'Rahul', 'Vikram', 'Nikhil',
  'Pranav', 'Harsh', 'Manish', 'Suresh', 'Amit', 'Rajesh', 'Farhan', 'Imran', 'Gurpreet', 'Anil',
  'Deepak', 'Sandeep', 'Varun', 'Abhishek', 'Kunal', 'Ritesh', 'Joseph', 'Naveen', 'Tejas', 'Yash',
];
// prettier-ignore
export const FEMALE_NAMES = [
  'Ananya', 'Priya', 'Diya', 'Kavya', 'Aditi', 'Sneha', 'Pooja', 'Meera', 'Nisha', 'Ishita',
  'Shreya', 'Lakshmi', 'Divya', 'Neha', 'Riya', 'Fatima', 'Harpreet', 'Anjali', 'Swati', 'Tanvi',
  'Aishwarya', 'Sanya', 'Deepika', 'Mary', 'Nandini', 'Pallavi', 'Revathi', 'Zoya', 'Bhavna', 'Keerthi',
];
// prettier-ignore
export const SURNAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Gupta', 'Singh', 'Kaur',
  'Mukherjee', 'Banerjee', 'Das', 'Khan', 'Sheikh', 'Menon', 'Pillai', 'Rao', 'Naidu', 'Joshi',
  'Kulkarni', 'Deshpande', 'Chatterjee', 'Bose', 'Agarwal', 'Mehta', 'Chopra', 'Malhotra', 'Fernandes', 'DSouza',
  'Hegde', 'Kamath', 'Thomas', 'Varghese', 'Saxena', 'Mishra', 'Tiwari', 'Pandey', 'Yadav', 'Chauhan',
];

export interface City {
  city: string;
  state: string;
  /** First three digits of the PIN code. */
  pin: string;
}

export const CITIES: readonly City[] = [
  { city: 'Mumbai', state: 'Maharashtra', pin: '400' },
  { city: 'Pune', state: 'Maharashtra', pin: '411' },
  { city: 'New Delhi', state: 'Delhi', pin: '110' },
  { city: 'Bengaluru', state: 'Karnataka', pin: '560' },
  { city: 'Chennai', state: 'Tamil Nadu', pin: '600' },
  { city: 'Coimbatore', state: 'Tamil Nadu', pin: '641' },
  { city: 'Hyderabad', state: 'Telangana', pin: '500' },
  { city: 'Kolkata', state: 'West Bengal', pin: '700' },
  { city: 'Ahmedabad', state: 'Gujarat', pin: '380' },
  { city: 'Surat', state: 'Gujarat', pin: '395' },
  { city: 'Jaipur', state: 'Rajasthan', pin: '302' },
  { city: 'Lucknow', state: 'Uttar Pradesh', pin: '226' },
  { city: 'Kochi', state: 'Kerala', pin: '682' },
  { city: 'Thiruvananthapuram', state: 'Kerala', pin: '695' },
  { city: 'Chandigarh', state: 'Chandigarh', pin: '160' },
  { city: 'Indore', state: 'Madhya Pradesh', pin: '452' },
  { city: 'Bhopal', state: 'Madhya Pradesh', pin: '462' },
  { city: 'Bhubaneswar', state: 'Odisha', pin: '751' },
  { city: 'Guwahati', state: 'Assam', pin: '781' },
  { city: 'Patna', state: 'Bihar', pin: '800' },
  { city: 'Nagpur', state: 'Maharashtra', pin: '440' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', pin: '530' },
  { city: 'Mysuru', state: 'Karnataka', pin: '570' },
  { city: 'Dehradun', state: 'Uttarakhand', pin: '248' },
];

// prettier-ignore
const STREETS = [
  'MG Road', 'Brigade Road', 'Linking Road', 'Park Street', 'Anna Salai', 'FC Road', 'Banjara Hills Road No. 12',
  'Civil Lines', 'Ashok Nagar', 'Sector 17', 'Salt Lake Sector V', 'Koramangala 5th Block', 'Indiranagar 100 Feet Road',
  'Andheri East', 'Connaught Place', 'Hazratganj', 'C G Road', 'Jubilee Hills', 'T Nagar', 'Marine Drive',
  'Vijay Nagar', 'Rajpur Road', 'Boring Road', 'Saket', 'Aundh', 'Whitefield Main Road', 'Gachibowli',
];
const BUILDINGS = [
  'Sai Residency',
  'Shanti Apartments',
  'Green Park Towers',
  'Lake View Enclave',
  'Sunshine Heights',
  'Orchid Villa',
  'Lotus Court',
  'Ashirwad Society',
];

export function address(rng: Rng, city: City, business = false): string {
  const pin = `${city.pin}${String(rng.int(1, 99)).padStart(3, '0')}`;
  const street = rng.pick(STREETS);
  const first = business
    ? `${rng.pick(['Shop', 'Unit', 'Office'])} ${rng.int(1, 240)}, ${rng.pick(['Ground Floor', 'First Floor', '2nd Floor'])}, ${rng.pick(['Tech Plaza', 'Prestige Arcade', 'City Centre Mall', 'Electronics Market', 'Trade Tower'])}`
    : `${rng.chance(0.5) ? `Flat ${rng.int(1, 20)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}` : `House No. ${rng.int(1, 350)}`}`;
  return `${first}, ${street}, ${city.city}, ${city.state} ${pin}`;
}

/** 10 digits starting 7, 8 or 9, as sign-up requires. */
export function phone(rng: Rng): string {
  let s = String(rng.int(7, 9));
  for (let i = 0; i < 9; i++) s += String(rng.int(0, 9));
  return s;
}

export interface SellerDef {
  name: string;
  /** Mailbox part; the domain is added by the seeder. */
  slug: string;
  city: string;
}

/** The first is the demo seller (its e-mail comes from DEMO_ACCOUNTS). */
export const SELLERS: readonly SellerDef[] = [
  { name: 'Arya Electronics', slug: 'arya', city: 'Bengaluru' },
  { name: 'Kaveri Digital Retail', slug: 'kaveri.digital', city: 'Mysuru' },
  { name: 'Shree Ganesh Electronics', slug: 'shreeganesh', city: 'Pune' },
  { name: 'Patel Mobile Point', slug: 'patel.mobile', city: 'Ahmedabad' },
  { name: 'TechBazaar India Pvt Ltd', slug: 'techbazaar', city: 'New Delhi' },
  { name: 'Chennai Gadget Gallery', slug: 'gadget.gallery', city: 'Chennai' },
  { name: 'Deccan Digital Store', slug: 'deccan.digital', city: 'Hyderabad' },
  { name: 'Royal Electronics Kolkata', slug: 'royal.electronics', city: 'Kolkata' },
  { name: 'Malabar Mobiles & More', slug: 'malabar.mobiles', city: 'Kochi' },
  { name: 'Himalaya Tech Traders', slug: 'himalaya.tech', city: 'Dehradun' },
  { name: 'Sunrise Digital Mart', slug: 'sunrise.digital', city: 'Jaipur' },
  { name: 'Bharat Gizmo Hub', slug: 'bharat.gizmo', city: 'Lucknow' },
  { name: 'Ganga Gadgets', slug: 'ganga.gadgets', city: 'Patna' },
  { name: 'Lotus Tech Solutions', slug: 'lotus.tech', city: 'Bhubaneswar' },
  { name: 'Metro Electronics Mumbai', slug: 'metro.electronics', city: 'Mumbai' },
];

export function cityNamed(name: string): City {
  return CITIES.find((c) => c.city === name) ?? CITIES[0]!;
}

// ---------------------------------------------------------------------------------------------------
// Reviews: short, plausible, a little different each time.

const PRAISE: Record<string, readonly string[]> = {
  Smartphones: [
    'Camera is excellent in daylight',
    'Battery easily lasts a full day',
    'Display is bright and smooth',
    'No heating even while gaming',
    'Charges really fast',
  ],
  Laptops: [
    'Boots in seconds',
    'Keyboard is comfortable for long typing',
    'Handles my coding work easily',
    'Light enough to carry daily',
    'Screen is sharp and bright',
  ],
  Tablets: [
    'Perfect for online classes',
    'Great for Netflix in bed',
    'Speakers are surprisingly loud',
    'Battery lasts two days for me',
  ],
  Headphones: [
    'Bass is punchy',
    'Noise cancellation works well in the metro',
    'Very comfortable for long calls',
    'Pairing is instant',
    'Battery life is amazing',
  ],
  Smartwatches: [
    'Step count is accurate',
    'Calling feature works well',
    'Display is readable in sunlight',
    'Battery lasts almost a week',
    'Looks premium on the wrist',
  ],
  Cameras: [
    'Autofocus is quick',
    'Colours are beautiful straight out of camera',
    'Great for YouTube videos',
    'Image quality is superb',
  ],
  Televisions: [
    'Picture quality is stunning',
    'Installation was done the next day',
    'Sound is good for the room size',
    'Apps run smoothly',
  ],
  'Gaming Consoles': [
    'Games load super fast',
    'Controller feels great',
    'Runs silently',
    'Graphics are next level',
  ],
  Speakers: [
    'Loud and clear',
    'Bass is deep for the size',
    'Battery lasted the whole party',
    'Survived a splash at the pool',
  ],
  Monitors: ['Colours are accurate', 'Smooth for gaming', 'Stand is sturdy', 'Great for work from home'],
  Accessories: [
    'Charges my phone quickly',
    'Build quality is solid',
    'Works as described',
    'Compact and light',
  ],
  'Smart Home': [
    'Setup took two minutes',
    'Works well with Alexa',
    'App is easy to use',
    'Very handy for my parents',
  ],
};
const COMPLAINTS: Record<string, readonly string[]> = {
  Smartphones: ['heats up while charging', 'low-light photos are average', 'too much bloatware'],
  Laptops: ['fan gets loud under load', 'battery backup is less than claimed', 'webcam is just okay'],
  Tablets: ['charger is slow', 'a bit heavy for one hand'],
  Headphones: ['mic quality is average', 'ear cups get warm', 'case scratches easily'],
  Smartwatches: [
    'strap is not very comfortable',
    'heart-rate readings jump around',
    'notifications sometimes lag',
  ],
  Cameras: ['battery drains fast when shooting video', 'menus are confusing'],
  Televisions: ['remote feels cheap', 'sound could be louder', 'UI is a little slow'],
  'Gaming Consoles': ['storage fills up quickly', 'controller battery drains fast'],
  Speakers: ['app is buggy', 'bass distorts at full volume'],
  Monitors: ['stand wobbles a little', 'speakers are weak'],
  Accessories: ['gets warm while charging', 'cable is short'],
  'Smart Home': ['disconnects from Wi-Fi sometimes', 'app needs improvement'],
};
const GENERIC_PRAISE = [
  'Value for money',
  'Delivery was quick',
  'Packaging was good',
  'Genuine product',
  'Exactly as described',
];

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** 5–200 characters of review text that fits the rating and the category. */
export function reviewText(rng: Rng, category: string, rating: number): string {
  const praise = PRAISE[category] ?? GENERIC_PRAISE;
  const complaints = COMPLAINTS[category] ?? ['not as good as expected'];
  let text: string;
  if (rating === 5) {
    text = rng.weighted<string>([
      [
        `${rng.pick(['Excellent', 'Superb', 'Awesome', 'Loved it', 'Fantastic'])}! ${rng.pick(praise)}. ${rng.pick(GENERIC_PRAISE)}.`,
        3,
      ],
      [`${rng.pick(praise)}. ${rng.pick(praise)}. Highly recommended.`, 2],
      [rng.pick(['Must buy!', 'Best purchase this year.', 'Totally worth it.', 'Five stars.']), 1],
    ]);
  } else if (rating === 4) {
    text = rng.weighted<string>([
      [
        `${rng.pick(['Very good', 'Good product', 'Nice'])}. ${rng.pick(praise)}, but ${rng.pick(complaints)}.`,
        3,
      ],
      [`${rng.pick(praise)}. ${rng.pick(GENERIC_PRAISE)}. Happy with it.`, 2],
    ]);
  } else if (rating === 3) {
    text = `${rng.pick(['Average', 'Okay product', 'Decent for the price'])}. ${rng.pick(praise)}, but ${rng.pick(complaints)}.`;
  } else if (rating === 2) {
    text = `${rng.pick(['Not great', 'Disappointed', 'Expected more'])}. ${cap(rng.pick(complaints))}.`;
  } else {
    text = `${rng.pick(['Very bad experience', 'Do not buy', 'Waste of money', 'Poor quality'])}. ${cap(rng.pick(complaints))}${rng.chance(0.5) ? ', had to return it' : ''}.`;
  }
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

/** Contact-form messages for the admin Message Center. */
export const CONTACT_MESSAGES: readonly { userType: 'User' | 'Seller'; subject: string; message: string }[] =
  [
    {
      userType: 'User',
      subject: 'Order not delivered yet',
      message:
        'My order was marked as shipped five days ago but the tracking has not moved since. Can you please check with the courier?',
    },
    {
      userType: 'User',
      subject: 'Refund status',
      message:
        'I cancelled an order last week. The refund has not reached my account yet. How many days does it usually take?',
    },
    {
      userType: 'User',
      subject: 'Wrong colour received',
      message:
        'I ordered the blue variant but received black. I would like an exchange, please let me know the process.',
    },
    {
      userType: 'User',
      subject: 'GST invoice',
      message:
        'Please share a GST invoice with my company name for my laptop order, I need it for reimbursement.',
    },
    {
      userType: 'User',
      subject: 'Installation for TV',
      message: 'My new TV was delivered today. When will the technician come for wall-mount installation?',
    },
    {
      userType: 'Seller',
      subject: 'Payout schedule',
      message:
        'Could you confirm the payout cycle for sellers? Our last settlement seems to be delayed by two days.',
    },
    {
      userType: 'Seller',
      subject: 'Bulk upload of products',
      message:
        'We have more than 200 SKUs to list. Is there a CSV upload option for sellers, or an API we can use?',
    },
    {
      userType: 'Seller',
      subject: 'Category request',
      message:
        'We sell home inverters and UPS systems. Could you add a Power Backup category so we can list them?',
    },
  ];
