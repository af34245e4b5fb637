import { lazy } from 'react';
import type { ScreenProps } from '../screen-props';
import Landing from './landing';

const Dashboard = lazy(() => import('./dashboard'));

/** '/' is the dashboard when signed in, otherwise the landing page (the spec's route table). */
export default function Home(props: ScreenProps) {
  return props.user ? <Dashboard {...props} /> : <Landing />;
}
