import { NIGERIAN_STATES } from '@shop/shared/locations/nigeria';
import type { Random } from './random.ts';

// Names, phones and addresses that read like a Nigerian shop's customers, from every region.

const FIRST_NAMES = [
  'Adaeze',
  'Chiamaka',
  'Ngozi',
  'Ifeoma',
  'Nkechi',
  'Chidinma',
  'Ebere',
  'Nneka',
  'Obinna',
  'Emeka',
  'Chinedu',
  'Uche',
  'Funmilayo',
  'Yetunde',
  'Folake',
  'Kemi',
  'Bisi',
  'Toyin',
  'Sade',
  'Omolara',
  'Damilola',
  'Tunde',
  'Kunle',
  'Segun',
  'Aisha',
  'Zainab',
  'Hauwa',
  'Amina',
  'Halima',
  'Fatima',
  'Maryam',
  'Ibrahim',
  'Musa',
  'Aliyu',
  'Osaro',
  'Itohan',
  'Esosa',
  'Efe',
  'Ekaette',
  'Arit',
  'Eno',
  'Ime',
  'Blessing',
  'Precious',
  'Favour',
  'Temitope',
  'Oluwaseun',
  'Adebola',
  'Titilayo',
  'Chioma',
  'Amarachi',
  'Somto',
  'Ify',
  'Rukayat',
  'Bukola',
  'Tolulope',
  'Ugochi',
  'Ejiro',
  'Oghenekaro',
] as const;

const LAST_NAMES = [
  'Okafor',
  'Nwosu',
  'Eze',
  'Obi',
  'Nnamdi',
  'Okonkwo',
  'Ibe',
  'Umeh',
  'Agu',
  'Nwachukwu',
  'Anyanwu',
  'Chukwu',
  'Adeyemi',
  'Ogunleye',
  'Adebayo',
  'Ajayi',
  'Oladipo',
  'Oyelaran',
  'Fashola',
  'Akinola',
  'Oyebanji',
  'Adeleke',
  'Bakare',
  'Bello',
  'Abubakar',
  'Sani',
  'Yusuf',
  'Garba',
  'Lawal',
  'Danjuma',
  'Musa',
  'Igbinedion',
  'Osagie',
  'Aigbe',
  'Omoregie',
  'Bassey',
  'Edet',
  'Etim',
  'Okon',
  'Udoh',
  'Ogbonna',
  'Onyekachi',
  'Balogun',
  'Olawale',
  'Ikpeazu',
  'Oshodi',
  'Tinubu',
  'Mohammed',
  'Effiong',
] as const;

const STREETS = [
  'Adeola Odeku Street',
  'Allen Avenue',
  'Awolowo Road',
  'Herbert Macaulay Way',
  'Ahmadu Bello Way',
  'Aminu Kano Crescent',
  'Sapele Road',
  'Airport Road',
  'Ogui Road',
  'Aba Road',
  'Ring Road',
  'Oba Akran Avenue',
  'Bode Thomas Street',
  'Isaac John Street',
  'Zik Avenue',
  'Murtala Mohammed Way',
] as const;

// Prefixes of the four mobile networks, as Nigerians dial them.
const PHONE_PREFIXES = [
  '0803',
  '0806',
  '0813',
  '0816',
  '0805',
  '0807',
  '0815',
  '0802',
  '0808',
  '0812',
  '0809',
  '0817',
  '0703',
  '0706',
  '0708',
  '0701',
  '0903',
  '0906',
  '0905',
] as const;

export type Person = { firstName: string; lastName: string };

export function randomPerson(random: Random): Person {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
}

export const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** Unique by the number, so any count of customers gets distinct usernames and e-mails. */
export function handleOf(p: Person, n: number): string {
  return `${p.firstName}.${p.lastName}${n}`.toLowerCase();
}

/** example.com is reserved for examples: no real mailbox ever receives the shop's e-mails. */
export const emailOf = (handle: string) => `${handle}@example.com`;

export function randomPhone(random: Random): string {
  const digits = String(random.int(0, 9_999_999)).padStart(7, '0');
  const prefix = random.pick(PHONE_PREFIXES);
  return random.chance(0.7)
    ? `${prefix} ${digits.slice(0, 3)} ${digits.slice(3)}`
    : `+234 ${prefix.slice(1)} ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

export type Address = { address: string; state: string; city: string };

const BIG_CITIES = NIGERIAN_STATES.filter(
  (s) => s.name === 'Lagos' || s.name === 'Federal Capital Territory',
);

export function randomAddress(random: Random): Address {
  // Lagos and Abuja buy most; every state appears.
  const state = random.chance(0.45) ? random.pick(BIG_CITIES) : random.pick(NIGERIAN_STATES);
  return {
    address: `${random.int(1, 180)} ${random.pick(STREETS)}`,
    state: state.name,
    city: random.pick(state.lgas),
  };
}
