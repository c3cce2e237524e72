import { messages } from '@shop/shared/messages';
import { MAX_RETURN_PHOTOS, type ReturnPhoto } from '@shop/shared/returns/return-schemas';
import { PhotoPicker } from '../../components/form/photo-picker';
import { uploadReturnPhoto } from './order-returns-api';
import { thumbUrl } from './return-photo-thumbs';

const m = messages.returns;

type Props = {
  orderId: string;
  token?: string;
  photos: ReturnPhoto[];
  onChange: (photos: ReturnPhoto[]) => void;
};

/** Up to 3 photos of what is sent back (decision 52), removable before the request is sent. */
export function ReturnPhotoPicker({ orderId, token, photos, onChange }: Props) {
  return (
    <PhotoPicker
      label={m.photosLabel}
      listLabel="Photos to send"
      max={MAX_RETURN_PHOTOS}
      photos={photos}
      onChange={onChange}
      upload={(file) => uploadReturnPhoto(orderId, file, token)}
      thumbSrc={(photo) => thumbUrl(photo.image)}
      altOf={m.photoAlt}
      removeLabel={m.photoRemove}
      failMessage={m.photoFailed}
    />
  );
}
