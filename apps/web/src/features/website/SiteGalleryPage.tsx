import { MediaGallery } from '../product-extras/ImageGalleryPage';

/** /features/site-gallery: the store's image library as the website uses it, one copy of each picture for every slot. */
export default function SiteGalleryPage() {
  return (
    <MediaGallery
      title="Site gallery"
      emptyMessage="Upload your pictures once: banners, the pop-up and the social image pick them from here, as products do."
    />
  );
}
