// libjpeg(-turbo) behind one safe call. libjpeg's default error handler calls exit(), so
// decoding installs its own error manager that longjmps back here, and a truncated file (which
// libjpeg only warns about, filling the rest with grey) is reported instead of shown.
#ifndef REEL_CJPEG_SHIM_H
#define REEL_CJPEG_SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

#define REEL_JPEG_OK 0
#define REEL_JPEG_CORRUPT 1    // libjpeg refused the data; `message` says why
#define REEL_JPEG_TRUNCATED 2  // the data ended before the image did
#define REEL_JPEG_TOO_LARGE 3  // the header names dimensions beyond the limits
#define REEL_JPEG_NO_MEMORY 4

typedef struct {
  int status;
  int source_width, source_height;  // as the header says
  int width, height;                // after DCT scaling; 3 bytes (RGB) a pixel
  unsigned char *pixels;            // malloc'd; release with reel_jpeg_free
  char message[JMSG_LENGTH_MAX];
} ReelJpegImage;

/// The most scans a progressive file may have. Encoders write about 10 (20 at most); every
/// scan walks every block of the image, and one can be a few bytes, so without a limit a
/// poster-sized file of tens of thousands of scans costs minutes of CPU (libjpeg leaves the
/// limit to its caller, as djpeg's -maxscans does).
#define REEL_JPEG_MAX_SCANS 100

typedef struct {
  struct jpeg_error_mgr manager;  // first, so the library's pointer is ours too
  jmp_buf escape;
  int truncated;
  int too_many_scans;
} ReelJpegErrorManager;

static void reel_jpeg_error_exit(j_common_ptr cinfo) {
  ReelJpegErrorManager *errors = (ReelJpegErrorManager *)cinfo->err;
  longjmp(errors->escape, 1);
}

static void reel_jpeg_emit_message(j_common_ptr cinfo, int level) {
  ReelJpegErrorManager *errors = (ReelJpegErrorManager *)cinfo->err;
  // Level -1 is a warning; "premature end of data" is the one that means truncated.
  if (level < 0 && errors->manager.msg_code == JWRN_JPEG_EOF) errors->truncated = 1;
}

static void reel_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }  // never to stderr

/// Called by libjpeg as it reads (at least once per scan): past the scan limit, decoding stops
/// the way an error does.
static void reel_jpeg_progress(j_common_ptr cinfo) {
  j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
  if (decompress->input_scan_number > REEL_JPEG_MAX_SCANS) {
    ReelJpegErrorManager *errors = (ReelJpegErrorManager *)cinfo->err;
    errors->too_many_scans = 1;
    longjmp(errors->escape, 1);
  }
}

/// Decodes `data` to RGB. Refuses images wider or taller than `max_side` or with more than
/// `max_pixels` pixels before allocating anything. Uses the decoder's DCT scaling (1/8 steps)
/// to the smallest size still at least `want_width` x `want_height` (0 = full size).
static inline ReelJpegImage reel_jpeg_decode(
    const unsigned char *data, unsigned long size, int want_width, int want_height,
    int max_side, long long max_pixels) {
  ReelJpegImage result;
  memset(&result, 0, sizeof result);
  struct jpeg_decompress_struct cinfo;
  ReelJpegErrorManager errors;
  memset(&cinfo, 0, sizeof cinfo);
  memset(&errors, 0, sizeof errors);
  cinfo.err = jpeg_std_error(&errors.manager);
  errors.manager.error_exit = reel_jpeg_error_exit;
  errors.manager.emit_message = reel_jpeg_emit_message;
  errors.manager.output_message = reel_jpeg_output_message;
  unsigned char *volatile pixels = NULL;
  struct jpeg_progress_mgr progress;
  memset(&progress, 0, sizeof progress);
  progress.progress_monitor = reel_jpeg_progress;
  if (setjmp(errors.escape)) {
    if (errors.too_many_scans) {
      snprintf(result.message, sizeof result.message,
               "the image has more than %d progressive scans", REEL_JPEG_MAX_SCANS);
    } else {
      errors.manager.format_message((j_common_ptr)&cinfo, result.message);
    }
    free(pixels);
    jpeg_destroy_decompress(&cinfo);
    result.pixels = NULL;
    result.status = errors.truncated ? REEL_JPEG_TRUNCATED : REEL_JPEG_CORRUPT;
    return result;
  }
  jpeg_create_decompress(&cinfo);
  cinfo.progress = &progress;  // after create, which clears the struct
  jpeg_mem_src(&cinfo, data, size);
  jpeg_read_header(&cinfo, TRUE);
  result.source_width = (int)cinfo.image_width;
  result.source_height = (int)cinfo.image_height;
  if ((int)cinfo.image_width > max_side || (int)cinfo.image_height > max_side ||
      (long long)cinfo.image_width * (long long)cinfo.image_height > max_pixels ||
      cinfo.image_width == 0 || cinfo.image_height == 0) {
    jpeg_destroy_decompress(&cinfo);
    result.status = REEL_JPEG_TOO_LARGE;
    return result;
  }
  cinfo.out_color_space = JCS_RGB;
  cinfo.scale_denom = 8;
  cinfo.scale_num = 8;
  if (want_width > 0 && want_height > 0) {
    for (unsigned int num = 1; num <= 8; num++) {
      cinfo.scale_num = num;
      jpeg_calc_output_dimensions(&cinfo);
      if ((int)cinfo.output_width >= want_width && (int)cinfo.output_height >= want_height) break;
    }
  }
  jpeg_start_decompress(&cinfo);
  size_t stride = (size_t)cinfo.output_width * 3;
  pixels = (unsigned char *)malloc(stride * cinfo.output_height);
  if (pixels == NULL) {
    jpeg_destroy_decompress(&cinfo);
    result.status = REEL_JPEG_NO_MEMORY;
    return result;
  }
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW row = pixels + stride * cinfo.output_scanline;
    jpeg_read_scanlines(&cinfo, &row, 1);
    if (errors.truncated) break;  // the rest would be made-up grey
  }
  result.width = (int)cinfo.output_width;
  result.height = (int)cinfo.output_height;
  if (errors.truncated) {
    jpeg_destroy_decompress(&cinfo);
    free(pixels);
    result.status = REEL_JPEG_TRUNCATED;
    strcpy(result.message, "the image data ends early");
    return result;
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  result.pixels = pixels;
  result.status = REEL_JPEG_OK;
  return result;
}

static inline void reel_jpeg_free(unsigned char *pixels) { free(pixels); }

#endif
