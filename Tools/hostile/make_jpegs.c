// Small JPEGs of every kind a poster host could serve, written with the system's libjpeg, for
// the `images` fuzz target's seed corpus (Fuzz/corpus/images) and the hostile-poster tests.
//
//   cc -O1 -o /tmp/make_jpegs Tools/hostile/make_jpegs.c -ljpeg && /tmp/make_jpegs OUTDIR
//
// Writes OUTDIR/{baseline,progressive,grayscale,cmyk,ycck,restart,arithmetic,optimized,
// exif60k,wide,tall,subsampled411}.jpg: a 24x36 gradient with a disc (the picture does not
// matter, its encoding does).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

enum kind { BASELINE, PROGRESSIVE, GRAYSCALE, CMYK, YCCK, RESTART, ARITHMETIC, OPTIMIZED,
            EXIF60K, WIDE, TALL, SUBSAMPLED411 };

static const char *names[] = {"baseline", "progressive", "grayscale", "cmyk", "ycck", "restart",
                              "arithmetic", "optimized", "exif60k", "wide", "tall",
                              "subsampled411"};

static void write_one(const char *folder, enum kind kind) {
  int width = 24, height = 36;
  if (kind == WIDE) { width = 300; height = 1; }
  if (kind == TALL) { width = 1; height = 300; }
  int components = kind == GRAYSCALE ? 1 : (kind == CMYK || kind == YCCK) ? 4 : 3;
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.jpg", folder, names[kind]);
  FILE *out = fopen(path, "wb");
  if (!out) { perror(path); exit(1); }
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr errors;
  cinfo.err = jpeg_std_error(&errors);
  jpeg_create_compress(&cinfo);
  jpeg_stdio_dest(&cinfo, out);
  cinfo.image_width = (JDIMENSION)width;
  cinfo.image_height = (JDIMENSION)height;
  cinfo.input_components = components;
  cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 4 ? JCS_CMYK : JCS_RGB;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, 80, TRUE);
  if (kind == YCCK) jpeg_set_colorspace(&cinfo, JCS_YCCK);
  if (kind == PROGRESSIVE) jpeg_simple_progression(&cinfo);
  if (kind == RESTART) cinfo.restart_interval = 1;
  if (kind == ARITHMETIC) cinfo.arith_code = TRUE;
  if (kind == OPTIMIZED) cinfo.optimize_coding = TRUE;
  if (kind == SUBSAMPLED411) {
    cinfo.comp_info[0].h_samp_factor = 4;
    cinfo.comp_info[0].v_samp_factor = 1;
  }
  jpeg_start_compress(&cinfo, TRUE);
  if (kind == EXIF60K) {
    // The largest segments there are: an EXIF block and an ICC profile of ~64 KB each.
    static unsigned char big[65533];
    memset(big, 0x41, sizeof big);
    memcpy(big, "Exif\0\0", 6);
    jpeg_write_marker(&cinfo, JPEG_APP0 + 1, big, sizeof big);
    memcpy(big, "ICC_PROFILE\0\1\1", 14);
    jpeg_write_marker(&cinfo, JPEG_APP0 + 2, big, sizeof big);
  }
  unsigned char *row = malloc((size_t)width * (size_t)components);
  while (cinfo.next_scanline < cinfo.image_height) {
    int y = (int)cinfo.next_scanline;
    for (int x = 0; x < width; x++) {
      int dx = x - width / 2, dy = y - height / 2;
      int inside = dx * dx + dy * dy < (width * width) / 9;
      for (int c = 0; c < components; c++) {
        int value = c == 0 ? x * 255 / (width > 1 ? width - 1 : 1)
                  : c == 1 ? y * 255 / (height > 1 ? height - 1 : 1)
                           : (inside ? 230 : 40);
        row[x * components + c] = (unsigned char)value;
      }
    }
    JSAMPROW rows[1] = {row};
    jpeg_write_scanlines(&cinfo, rows, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  free(row);
  fclose(out);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s OUTDIR\n", argv[0]);
    return 2;
  }
  for (int kind = BASELINE; kind <= SUBSAMPLED411; kind++) write_one(argv[1], (enum kind)kind);
  return 0;
}
