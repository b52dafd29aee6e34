import { MONTHS_SHORT } from '../../../lib/dates';
import { dayOfUnix } from '../event-dates';
import media from '../../../components/media-card.module.css';
import classes from './event-photo.module.css';

interface EventPhotoProps {
  src: string | null;
  /** The event's start: the fallback shows its day like a calendar page. */
  start: number;
  variant?: 'card' | 'banner';
}

/** The event's photo, or a calm drawn calendar page with its day when it has none. */
export function EventPhoto({ src, start, variant = 'card' }: EventPhotoProps) {
  const day = dayOfUnix(start);
  return (
    <div
      className={`${media.media} ${classes.media}`}
      data-variant={variant}
      data-empty={src ? undefined : true}
    >
      {src ? (
        <img src={src} alt="" loading="lazy" className={media.cover} />
      ) : (
        <div className={`${media.drawn} ${classes.fallback}`} aria-hidden="true">
          <div className={classes.page}>
            <span className={classes.month}>{MONTHS_SHORT[day.month - 1]}</span>
            <span className={classes.day}>{day.day}</span>
          </div>
        </div>
      )}
    </div>
  );
}
