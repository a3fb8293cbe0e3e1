import { getLocale } from 'next-intl/server';
import NotFoundContent from '@/components/NotFoundContent';

// A page that calls notFound() itself (an unknown locale segment, a failed page guard).
export default async function LocaleNotFound() {
  return <NotFoundContent locale={await getLocale()} />;
}
