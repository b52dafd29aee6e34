import { useParams } from 'react-router';
import { EventFormScreen } from '../components/event-form-screen';

/** /my/events/{id}/edit: the captain's own event. */
export function EventEditPage() {
  const { subId } = useParams();
  return <EventFormScreen key={subId} id={Number(subId)} />;
}
