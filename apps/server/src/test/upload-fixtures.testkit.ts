/** The first bytes of a PNG: enough for the upload routes' type check. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** A multipart body with one file under `file`, as the image forms send it. */
export const imageForm = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return form;
};
