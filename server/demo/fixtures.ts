import type { Platform } from '../../src/contract/auth';

export interface DemoCurrency {
  code: string;
  name: string;
  symbol: string;
  usdValue: number;
  /** Digits after the point that prices and totals in this currency use (KRW has none). */
  minorDigits: number;
}

export const DEMO_CURRENCIES: readonly DemoCurrency[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', usdValue: 1, minorDigits: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', usdValue: 1.08, minorDigits: 2 },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', usdValue: 0.00072, minorDigits: 0 },
  { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$', usdValue: 0.031, minorDigits: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', usdValue: 0.012, minorDigits: 2 },
];

export interface DemoStore {
  id: number;
  code: string;
  name: string;
  url: string;
  type: Platform;
  currency: string;
  /** ISO 3166-1 alpha-2 code of the country the store is in. */
  country: string;
  timezone: string;
  utcOffsetMinutes: number;
  openingHour: number;
  closingHour: number;
  taxRate: number;
  orderWeight: number;
  outletNames: readonly string[];
  paymentMethods: readonly { code: string; name: string; share: number }[];
}

const card = { code: 'credit_card', name: 'Credit Card' };
const cash = { code: 'cash', name: 'Cash' };
const giftCard = { code: 'gift_card', name: 'Gift Card' };

export const DEMO_STORES: readonly DemoStore[] = [
  {
    id: 1,
    code: 'SEO',
    name: 'Seoul Flagship',
    url: 'seoul-flagship.example.com',
    type: 'shopify',
    currency: 'KRW',
    country: 'KR',
    timezone: 'Asia/Seoul',
    utcOffsetMinutes: 540,
    openingHour: 10,
    closingHour: 22,
    taxRate: 0.1,
    orderWeight: 1.4,
    outletNames: ['Gangnam', 'Myeongdong', 'Hongdae', 'Jamsil', 'Busan Seomyeon'],
    paymentMethods: [
      { ...card, share: 0.55 },
      { ...cash, share: 0.15 },
      { code: 'kakaopay', name: 'Kakao Pay', share: 0.27 },
      { ...giftCard, share: 0.03 },
    ],
  },
  {
    id: 2,
    code: 'PAR',
    name: 'Paris Boutique',
    url: 'paris-boutique.example.com',
    type: 'magento2',
    currency: 'EUR',
    country: 'FR',
    timezone: 'Europe/Paris',
    utcOffsetMinutes: 60,
    openingHour: 9,
    closingHour: 20,
    taxRate: 0.2,
    orderWeight: 1,
    outletNames: ['Le Marais', 'Saint-Germain', 'Opéra'],
    paymentMethods: [
      { ...card, share: 0.62 },
      { ...cash, share: 0.2 },
      { code: 'apple_pay', name: 'Apple Pay', share: 0.15 },
      { ...giftCard, share: 0.03 },
    ],
  },
  {
    id: 3,
    code: 'BKN',
    name: 'Brooklyn Goods',
    url: 'brooklyn-goods.example.com',
    type: 'bigcommerce',
    currency: 'USD',
    country: 'US',
    timezone: 'America/New_York',
    utcOffsetMinutes: -300,
    openingHour: 8,
    closingHour: 21,
    taxRate: 0.08875,
    orderWeight: 1.2,
    outletNames: ['Williamsburg', 'DUMBO', 'Park Slope', 'Greenpoint'],
    paymentMethods: [
      { ...card, share: 0.66 },
      { ...cash, share: 0.12 },
      { code: 'apple_pay', name: 'Apple Pay', share: 0.18 },
      { ...giftCard, share: 0.04 },
    ],
  },
  {
    id: 4,
    code: 'KZT',
    name: 'KidZania Taipei',
    url: 'kidzania-taipei.example.com',
    type: 'kidzania',
    currency: 'TWD',
    country: 'TW',
    timezone: 'Asia/Taipei',
    utcOffsetMinutes: 480,
    openingHour: 10,
    closingHour: 18,
    taxRate: 0.05,
    orderWeight: 0.8,
    outletNames: ['Main Gate', 'City Market', 'Airport Zone', 'Fire Station', 'Bakery', 'Souvenirs'],
    paymentMethods: [
      { ...card, share: 0.5 },
      { ...cash, share: 0.3 },
      { code: 'linepay', name: 'LINE Pay', share: 0.17 },
      { ...giftCard, share: 0.03 },
    ],
  },
  {
    id: 5,
    code: 'MUM',
    name: 'MSI Mumbai',
    url: 'msi-mumbai.example.com',
    type: 'msi',
    currency: 'INR',
    country: 'IN',
    timezone: 'Asia/Kolkata',
    utcOffsetMinutes: 330,
    openingHour: 11,
    closingHour: 22,
    taxRate: 0.18,
    orderWeight: 0.9,
    outletNames: ['Bandra', 'Colaba', 'Powai'],
    paymentMethods: [
      { ...card, share: 0.35 },
      { ...cash, share: 0.25 },
      { code: 'upi', name: 'UPI', share: 0.37 },
      { ...giftCard, share: 0.03 },
    ],
  },
  {
    id: 6,
    code: 'LAX',
    name: '',
    url: 'pop-up.example.com',
    type: 'default',
    currency: 'USD',
    country: 'US',
    timezone: 'America/Los_Angeles',
    utcOffsetMinutes: -480,
    openingHour: 9,
    closingHour: 19,
    taxRate: 0.0725,
    orderWeight: 0.5,
    outletNames: ['Venice Beach', 'Santa Monica', 'Silver Lake'],
    paymentMethods: [
      { ...card, share: 0.7 },
      { ...cash, share: 0.15 },
      { code: 'apple_pay', name: 'Apple Pay', share: 0.15 },
    ],
  },
];

export interface DemoUser {
  id: number;
  username: string;
  password: string;
  email: string;
  country: string;
  roles: readonly string[];
  isOwner: boolean;
  notAllowed: readonly string[];
  storeIds: readonly number[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 1,
    username: 'demo',
    password: 'demo',
    email: 'demo@example.com',
    country: 'US',
    roles: ['owner', 'admin'],
    isOwner: true,
    notAllowed: [],
    storeIds: DEMO_STORES.map((s) => s.id),
  },
  {
    id: 2,
    username: 'staff',
    password: 'staff',
    email: 'staff@example.com',
    country: 'FR',
    roles: ['staff', 'cashier'],
    isOwner: false,
    notAllowed: [],
    storeIds: [2, 3],
  },
  {
    id: 3,
    username: 'blocked',
    password: 'blocked',
    email: 'blocked@example.com',
    country: 'KR',
    roles: ['staff'],
    isOwner: false,
    notAllowed: ['access_to_xreport'],
    storeIds: [1],
  },
];

export const CATEGORY_TREE: readonly { name: string; children: readonly string[] }[] = [
  { name: 'Apparel', children: ['T-Shirts', 'Hoodies', 'Jackets', 'Socks'] },
  { name: 'Accessories', children: ['Bags', 'Hats', 'Sunglasses', 'Watches'] },
  { name: 'Home', children: ['Mugs', 'Candles', 'Cushions', 'Posters'] },
  { name: 'Food & Drink', children: ['Coffee', 'Tea', 'Snacks', 'Juices'] },
  { name: 'Toys', children: ['Puzzles', 'Plush', 'Board Games', 'Building Sets'] },
  { name: 'Beauty', children: ['Skincare', 'Fragrance', 'Haircare', 'Makeup'] },
];
/** One child category per store is disabled, so the category picker has something to skip. */
export const DISABLED_CATEGORY = 'Posters';

export const PRODUCT_ADJECTIVES = [
  'Classic',
  'Organic',
  'Vintage',
  'Premium',
  'Everyday',
  'Limited',
  'Coastal',
  'Urban',
  'Cozy',
  'Bright',
  'Midnight',
  'Golden',
  'Nordic',
  'Studio',
  'Wild',
] as const;

export const FIRST_NAMES = [
  'Min-jun',
  'Seo-yeon',
  'Camille',
  'Louis',
  'Olivia',
  'Liam',
  'Wei',
  'Yu-ting',
  'Aarav',
  'Ananya',
  'Sofia',
  'Mateo',
  'Emma',
  'Noah',
  'Chloé',
  'Hugo',
  'Ji-woo',
  'Hao',
  'Priya',
  'Diego',
] as const;
export const LAST_NAMES = [
  'Kim',
  'Lee',
  'Park',
  'Martin',
  'Bernard',
  'Dubois',
  'Smith',
  'Johnson',
  'Chen',
  'Lin',
  'Wang',
  'Sharma',
  'Patel',
  'Garcia',
  'Rossi',
  'Nguyen',
  "O'Brien",
  'Müller',
  'Silva',
  'Tanaka',
] as const;

export const CUSTOM_STATUSES: readonly { value: string; label: string; published: boolean }[] = [
  { value: 'in_transit', label: 'In Transit', published: true },
  { value: 'in_process', label: 'In Process', published: true },
  { value: 'remake', label: 'Remake', published: true },
  { value: 'lost', label: 'Lost', published: true },
  { value: 'pending', label: 'Pending Pickup', published: true },
  { value: 'testing', label: 'Testing', published: false },
];
