// libcurl (7.68 or later: curl_multi_poll and curl_multi_wakeup) for TMDB's live transport.
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot
// call: each kind of argument gets a typed wrapper here.
#ifndef REEL_CCURL_SHIM_H
#define REEL_CCURL_SHIM_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

static inline CURLcode reel_curl_set_long(CURL *easy, CURLoption option, long value) {
  return curl_easy_setopt(easy, option, value);
}

static inline CURLcode reel_curl_set_string(CURL *easy, CURLoption option, const char *value) {
  return curl_easy_setopt(easy, option, value);
}

static inline CURLcode reel_curl_set_pointer(CURL *easy, CURLoption option, void *value) {
  return curl_easy_setopt(easy, option, value);
}

static inline CURLcode reel_curl_set_headers(CURL *easy, struct curl_slist *headers) {
  return curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headers);
}

static inline CURLcode reel_curl_set_write_function(CURL *easy, curl_write_callback callback) {
  return curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode reel_curl_set_header_function(CURL *easy, curl_write_callback callback) {
  return curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, callback);
}

// Only http and https, whatever a URL (say an image base URL from TMDB's configuration) names:
// libcurl would otherwise also read file:// and speak a dozen other protocols.
static inline CURLcode reel_curl_allow_http_only(CURL *easy) {
#if LIBCURL_VERSION_NUM >= 0x075500
  return curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
#else
  return curl_easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
}

static inline CURLcode reel_curl_get_long(CURL *easy, CURLINFO info, long *value) {
  return curl_easy_getinfo(easy, info, value);
}

static inline CURLcode reel_curl_get_string(CURL *easy, CURLINFO info, char **value) {
  return curl_easy_getinfo(easy, info, value);
}

static inline CURLcode reel_curl_get_size(CURL *easy, CURLINFO info, curl_off_t *value) {
  return curl_easy_getinfo(easy, info, value);
}

static inline CURLMcode reel_curl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
  return curl_multi_setopt(multi, option, value);
}

// A finished transfer's handle and result from curl_multi_info_read's message (a union Swift
// reads awkwardly); 0 for any other message.
static inline int reel_curl_message_done(CURLMsg *message, CURL **easy, CURLcode *result) {
  if (message == NULL || message->msg != CURLMSG_DONE) return 0;
  *easy = message->easy_handle;
  *result = message->data.result;
  return 1;
}

#endif
