import { useParams } from 'react-router';
import { EventDetailScreen } from '../components/event-detail-screen';
import { EventFormScreen } from '../components/event-form-screen';
import { EventListScreen } from '../components/event-list-screen';

/** /my/events (the landing page after login), /my/events/new and /my/events/{id}. */
export function EventsPage() {
  const { subId } = useParams();
  if (subId === undefined || subId === '') return <EventListScreen />;
  if (subId === 'new') return <EventFormScreen />;
  return <EventDetailScreen key={subId} id={Number(subId)} />;
}
