/**
 * Cities a startup or an investor is based in, with the startup form's region, the local
 * currency a founder there might type a raise in, and the name pools of the people there.
 * Weights make Africa's hubs dominate, as on a platform for African startups.
 */
import type { Region } from '@baobab/contracts/enums';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import type { NamePoolId } from './names';

export type City = {
  city: string;
  country: string;
  region: Region;
  /** The currency founders there type raises in when they do not use dollars. */
  currency: CurrencyCode;
  namePools: readonly NamePoolId[];
  /** Relative share of the startups based there. */
  weight: number;
};

export const cities: readonly City[] = [
  { city: 'Lagos', country: 'Nigeria', region: 'Africa', currency: 'NGN', namePools: ['nigeria'], weight: 150 },
  { city: 'Abuja', country: 'Nigeria', region: 'Africa', currency: 'NGN', namePools: ['nigeria'], weight: 35 },
  { city: 'Nairobi', country: 'Kenya', region: 'Africa', currency: 'KES', namePools: ['kenya'], weight: 110 },
  { city: 'Mombasa', country: 'Kenya', region: 'Africa', currency: 'KES', namePools: ['kenya'], weight: 15 },
  { city: 'Accra', country: 'Ghana', region: 'Africa', currency: 'GHS', namePools: ['ghana'], weight: 55 },
  { city: 'Kumasi', country: 'Ghana', region: 'Africa', currency: 'GHS', namePools: ['ghana'], weight: 12 },
  { city: 'Cape Town', country: 'South Africa', region: 'Africa', currency: 'ZAR', namePools: ['southAfrica'], weight: 60 },
  { city: 'Johannesburg', country: 'South Africa', region: 'Africa', currency: 'ZAR', namePools: ['southAfrica'], weight: 55 },
  { city: 'Cairo', country: 'Egypt', region: 'Africa', currency: 'EGP', namePools: ['egypt'], weight: 60 },
  { city: 'Alexandria', country: 'Egypt', region: 'Africa', currency: 'EGP', namePools: ['egypt'], weight: 12 },
  { city: 'Kigali', country: 'Rwanda', region: 'Africa', currency: 'RWF', namePools: ['rwanda'], weight: 35 },
  { city: 'Dakar', country: 'Senegal', region: 'Africa', currency: 'XOF', namePools: ['senegal'], weight: 25 },
  { city: 'Addis Ababa', country: 'Ethiopia', region: 'Africa', currency: 'ETB', namePools: ['ethiopia'], weight: 25 },
  { city: 'Casablanca', country: 'Morocco', region: 'Africa', currency: 'MAD', namePools: ['maghreb'], weight: 25 },
  { city: 'Tunis', country: 'Tunisia', region: 'Africa', currency: 'TND', namePools: ['maghreb'], weight: 15 },
  { city: 'Dubai', country: 'United Arab Emirates', region: 'Middle East', currency: 'AED', namePools: ['gulf', 'egypt', 'india'], weight: 25 },
  { city: 'Riyadh', country: 'Saudi Arabia', region: 'Middle East', currency: 'USD', namePools: ['gulf'], weight: 12 },
  { city: 'São Paulo', country: 'Brazil', region: 'South America', currency: 'BRL', namePools: ['brazil'], weight: 28 },
  { city: 'Bogotá', country: 'Colombia', region: 'South America', currency: 'USD', namePools: ['hispanic'], weight: 12 },
  { city: 'Bangalore', country: 'India', region: 'Asia-Pacific', currency: 'INR', namePools: ['india'], weight: 28 },
  { city: 'Sydney', country: 'Australia', region: 'Asia-Pacific', currency: 'USD', namePools: ['global'], weight: 8 },
  { city: 'Jakarta', country: 'Indonesia', region: 'Southeast Asia', currency: 'IDR', namePools: ['indonesia'], weight: 22 },
  { city: 'Singapore', country: 'Singapore', region: 'Southeast Asia', currency: 'SGD', namePools: ['global', 'indonesia', 'india'], weight: 18 },
  { city: 'Tokyo', country: 'Japan', region: 'East Asia', currency: 'JPY', namePools: ['japan'], weight: 14 },
  { city: 'Seoul', country: 'South Korea', region: 'East Asia', currency: 'KRW', namePools: ['korea'], weight: 10 },
  { city: 'London', country: 'United Kingdom', region: 'Europe', currency: 'GBP', namePools: ['global', 'nigeria', 'india'], weight: 28 },
  { city: 'Warsaw', country: 'Poland', region: 'Europe', currency: 'PLN', namePools: ['poland'], weight: 16 },
  { city: 'Paris', country: 'France', region: 'Europe', currency: 'EUR', namePools: ['global', 'senegal', 'maghreb'], weight: 14 },
  { city: 'San Francisco', country: 'United States', region: 'North America', currency: 'USD', namePools: ['global', 'india'], weight: 28 },
  { city: 'New York', country: 'United States', region: 'North America', currency: 'USD', namePools: ['global', 'nigeria'], weight: 16 },
];

/** Where investors on the platform are based: Africa's hubs plus the places capital comes from. */
export const investorCityWeights: Readonly<Record<string, number>> = {
  Lagos: 18, Nairobi: 16, 'Cape Town': 12, Johannesburg: 10, Accra: 8, Cairo: 8, Kigali: 5, Dakar: 3,
  Casablanca: 3, London: 14, 'San Francisco': 10, 'New York': 8, Dubai: 8, Paris: 5, Singapore: 5,
  'São Paulo': 3, Bangalore: 3, Tokyo: 2,
};

export function cityNamed(name: string): City {
  const found = cities.find((c) => c.city === name);
  if (!found) throw new RangeError(`Unknown seed city: ${name}`);
  return found;
}
